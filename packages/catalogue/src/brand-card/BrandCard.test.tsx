import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeBrand } from '../testing/fixtures';
import { BrandCard } from './BrandCard';
import { BrandCarousel } from '../brand-carousel/BrandCarousel';
import { BrandMarquee } from '../brand-marquee/BrandMarquee';

const both = makeBrand({
  id: 'both',
  name: 'Both Ltd',
  cashback_perc: 0.125,
  cashback_perc_label: '12.5%',
  coins_per_pound: 1500,
});
const coinsOnly = makeBrand({
  id: 'coins',
  name: 'Coins Co',
  cashback_perc: 0,
  cashback_perc_label: '',
  coins_per_pound: 750,
});
const neither = makeBrand({
  id: 'none',
  name: 'Plain Shop',
  cashback_perc: 0,
  cashback_perc_label: '',
  coins_per_pound: 0,
});

/** A tile's headline: the big figure and the words after it. */
const headline = (root: HTMLElement, selector: string) => {
  const rate = root.querySelector<HTMLElement>(selector);
  return rate && [rate.querySelector('strong, b')?.textContent, rate.textContent];
};

describe('the rate is each brand tile’s headline, not a small badge', () => {
  it('a catalogue card: the cashback rate large, the coins under the name; read after the name', () => {
    render(<BrandCard brand={both} />);
    // (No layout here, so no spaces between the parts; a browser lays them out as blocks and adds them.)
    const card = screen.getByRole('link', {
      name: /^Both Ltd\s*12\.5% cashback\s*1\.5K coins per £1$/,
    });
    expect(headline(card, '.gc-brand-card-rate')).toEqual(['12.5%', '12.5% cashback']);
    expect(card.querySelector('.gc-badge')).toBeNull();
    expect(card.querySelector('.gc-brand-card-coins')).toHaveTextContent('1.5K coins per £1');
  });

  it('a catalogue card without cashback heads with its coins, once; with neither, no headline', () => {
    const { container } = render(
      <>
        <BrandCard brand={coinsOnly} />
        <BrandCard brand={neither} />
      </>,
    );
    const card = screen.getByRole('link', { name: /^Coins Co/ });
    expect(headline(card, '.gc-brand-card-rate')).toEqual(['750', '750 coins per £1']);
    expect(card.querySelector('.gc-brand-card-coins')).toBeNull();
    expect(screen.getByRole('link', { name: 'Plain Shop' })).toBeInTheDocument();
    expect(container.querySelectorAll('.gc-brand-card-rate')).toHaveLength(1);
  });

  it('a Popular carousel tile: the cashback rate large under the art', () => {
    render(<BrandCarousel brands={[both, coinsOnly, neither]} playing={false} />);
    const slides = screen.getAllByRole('group');
    expect(headline(slides[0]!, '.gc-brand-carousel-rate')).toEqual(['12.5%', '12.5% cashback']);
    expect(headline(slides[1]!, '.gc-brand-carousel-rate')).toBeNull();
    expect(headline(slides[2]!, '.gc-brand-carousel-rate')).toBeNull();
    expect(within(slides[0]!).getByRole('link').textContent).toMatch(
      /^Both Ltd\s*12\.5% cashback$/,
    );
  });

  it('a pill of the second row: the cashback rate after the name', () => {
    render(<BrandMarquee brands={[both, coinsOnly]} />);
    const [first, second] = screen.getAllByRole('link');
    expect(first?.textContent).toMatch(/^Both Ltd\s*12\.5%$/);
    expect(first?.querySelector('strong')).toHaveTextContent('12.5%');
    expect(second?.textContent).toBe('Coins Co');
  });
});
