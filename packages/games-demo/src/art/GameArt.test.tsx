import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Minigame } from '@giftcash/core';
import { GamesHubView } from '../hub/GamesHubView';
import { GameArt } from './GameArt';

const game = (id: string, type: 1 | 2): Minigame => ({
  id,
  name: id,
  type,
  coins_cost: 500,
  free_entries: 0,
  slots: [{ index: 0, type: 2, value: 5 }],
});

describe('GameArt', () => {
  it('draws each picture as decorative SVG, hidden from assistive technology', () => {
    for (const kind of ['wheel', 'scratch', 'raffle'] as const) {
      const { container, unmount } = render(<GameArt kind={kind} />);
      const svg = container.querySelector('svg');
      expect(container.firstElementChild).toHaveAttribute('data-kind', kind);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg?.querySelector('text')).toBeNull();
      unmount();
    }
  });

  it('every games hub tile and the raffle card carry their artwork; names stay the visible text', () => {
    const { container } = render(
      <GamesHubView games={[game('Lucky Scratch', 2), game('Big Wheel', 1)]} />,
    );
    const [wheel, scratch] = screen.getAllByRole('listitem');
    expect(wheel?.querySelector('.gc-art')).toHaveAttribute('data-kind', 'wheel');
    expect(scratch?.querySelector('.gc-art')).toHaveAttribute('data-kind', 'scratch');
    expect(
      within(wheel as HTMLElement).getByRole('link', { name: 'Big Wheel' }),
    ).toBeInTheDocument();
    expect(
      within(scratch as HTMLElement).getByRole('link', {
        name: 'Lucky Scratch',
      }),
    ).toBeInTheDocument();
    expect(container.querySelector('.gc-hub-raffle .gc-art')).toHaveAttribute(
      'data-kind',
      'raffle',
    );
    expect(screen.getByRole('heading', { name: 'Daily Raffle' })).toBeInTheDocument();
  });
});

describe('GameArt looks', () => {
  it('gives every wheel and every scratch card on the hub a picture of its own', () => {
    const games = [
      game('w1', 1),
      game('w2', 1),
      game('w3', 1),
      game('w4', 1),
      game('s1', 2),
      game('s2', 2),
      game('s3', 2),
    ];
    const { container } = render(<GamesHubView games={games} />);
    const pictures = (type: string) =>
      [...container.querySelectorAll(`.gc-hub-game[data-type='${type}'] svg`)].map(
        (svg) => svg.innerHTML,
      );
    expect(new Set(pictures('wheel')).size).toBe(4);
    expect(new Set(pictures('scratch')).size).toBe(3);
  });

  it('draws wheels with the slice colours of the game tokens only', () => {
    for (const variant of [0, 1, 2, 3, 4, -1, 2.5]) {
      const { container, unmount } = render(<GameArt kind="wheel" variant={variant} />);
      const fills = [...container.querySelectorAll('[data-fill]')].map((path) =>
        path.getAttribute('data-fill'),
      );
      expect(fills.length).toBeGreaterThanOrEqual(6);
      for (const fill of fills)
        expect(['accent', 'alt', 'cash', 'cash-alt', 'prize']).toContain(fill);
      unmount();
    }
  });
});
