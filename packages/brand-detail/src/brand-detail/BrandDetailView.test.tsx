import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { BrandDetailView } from './BrandDetailView';
import {
  coinsOnlyBrand,
  denominationBrand,
  freeValueBrand,
  hostileBrand,
  makeBrand,
} from '../testing/brands';
import { coinsSectionProps, demoNamed, demoWinning } from '../testing/coinsDemo';

const valueInput = () => screen.getByRole('textbox', { name: 'Gift card value' });
/** The lines under You will receive: the cashback, then the coins. */
const estimateLines = () =>
  within(screen.getByText('You will receive').parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('BrandDetailView', () => {
  it('renders under renderToString without touching the window', () => {
    for (const brand of [freeValueBrand, denominationBrand, coinsOnlyBrand, hostileBrand]) {
      const html = renderToString(<BrandDetailView brand={brand} renderCoinsDemo={demoNamed} />);
      expect(html).toContain('Gift Card');
      expect(html).not.toContain('<script');
    }
  });

  it('shows the title, image, badges and headline', () => {
    render(<BrandDetailView brand={freeValueBrand} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Harbour & Pine Gift Card' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour & Pine gift card' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Where you can spend it' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Online', 'Instore']);
    expect(screen.getByText('Instant Cashback', { exact: false })).toHaveTextContent(
      '5% Instant Cashback',
    );
    expect(screen.getByText('coins per £1 spent', { exact: false })).toHaveTextContent(
      '1K coins per £1 spent',
    );
  });

  it('leaves out the cashback or coins headline when the brand has none', () => {
    const { unmount } = render(<BrandDetailView brand={coinsOnlyBrand} />);
    expect(screen.queryByText(/Instant Cashback/)).not.toBeInTheDocument();
    expect(screen.getByText(/coins per £1 spent/)).toHaveTextContent('1.25K coins per £1 spent');
    unmount();
    render(<BrandDetailView brand={denominationBrand} />);
    expect(screen.queryByText(/coins per £1 spent/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What are Coins?' })).not.toBeInTheDocument();
  });

  it('swaps a broken gift card image for the fallback', () => {
    render(
      <BrandDetailView
        brand={makeBrand({
          detail: { assets: { gift_card_url: 'https://cdn.example/missing.png' } },
        })}
      />,
    );
    const image = screen.getByRole('img', { name: 'Harbour & Pine gift card' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/missing.png');
    fireEvent.error(image);
    // The default placeholder is inline SVG named like the image (no data: URI).
    const fallback = screen.getByRole('img', { name: 'Harbour & Pine gift card' });
    expect(fallback.tagName.toLowerCase()).toBe('svg');
    expect(fallback).toHaveAttribute('data-fallback', '');
  });

  describe('the rate leads', () => {
    const back = (container: HTMLElement) =>
      container.querySelector('.gc-brand-detail-back')?.textContent;

    it('before the card, with "£X back on £Y" worked on £25 until a value is entered, then following it', async () => {
      const user = userEvent.setup();
      const { container } = render(<BrandDetailView brand={freeValueBrand} />);
      const headline = container.querySelector('.gc-brand-detail-headline')!;
      // Before the gift card image in the page.
      expect(
        headline.compareDocumentPosition(screen.getByRole('img', { name: /gift card/ })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(within(headline as HTMLElement).getByText('5%')).toBeInTheDocument();
      expect(back(container)).toBe('£1.25 back on £25.00 + 25,000 coins');
      await user.type(valueInput(), '40');
      expect(back(container)).toBe('£2.00 back on £40.00 + 40,000 coins');
      await user.clear(valueInput());
      await user.type(valueInput(), '19.99');
      expect(back(container)).toBe('£1.00 back on £19.99 + 19,990 coins');
      // A value that cannot be bought (under the minimum) shows the example again.
      await user.clear(valueInput());
      await user.type(valueInput(), '2');
      expect(back(container)).toBe('£1.25 back on £25.00 + 25,000 coins');
    });

    it('a chosen denomination; coins when there is no cashback', async () => {
      const user = userEvent.setup();
      const { container, unmount } = render(<BrandDetailView brand={denominationBrand} />);
      expect(back(container)).toBe('£1.80 back on £25.00');
      await user.click(screen.getByRole('radio', { name: '£100.00' }));
      expect(back(container)).toBe('£7.20 back on £100.00');
      unmount();
      const coins = render(<BrandDetailView brand={coinsOnlyBrand} />);
      expect(back(coins.container)).toMatch(/^[\d,]+ coins on £[\d.,]+$/);
    });
  });

  describe('pound input', () => {
    it('has placeholder 0.00, decimal keyboard and the Min/Max label', () => {
      render(<BrandDetailView brand={freeValueBrand} />);
      expect(valueInput()).toHaveAttribute('placeholder', '0.00');
      expect(valueInput()).toHaveAttribute('inputmode', 'decimal');
      expect(valueInput()).toHaveAccessibleDescription('Min: £5.00; Max: £500.00');
    });

    it('hides Min/Max unless both limits are above 0', () => {
      render(
        <BrandDetailView
          brand={makeBrand({ digital_face_value_limits: { lower: 0, upper: 500 } })}
        />,
      );
      expect(screen.queryByText(/Min:/)).not.toBeInTheDocument();
    });

    it('takes digits with at most two decimals and refuses anything else', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} />);
      await user.type(valueInput(), '1a2.-3e45');
      expect(valueInput()).toHaveValue('12.34');
    });

    it('refuses a paste that breaks the rule and keeps the previous value', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} />);
      await user.type(valueInput(), '12');
      await user.paste('£3');
      expect(valueInput()).toHaveValue('12');
      await user.paste('.5');
      expect(valueInput()).toHaveValue('12.5');
    });

    it('judges IME input when the composition ends', () => {
      render(<BrandDetailView brand={freeValueBrand} />);
      const input = valueInput();
      fireEvent.change(input, { target: { value: '4' } });
      fireEvent.compositionStart(input);
      fireEvent.change(input, { target: { value: '4１' } });
      expect(input).toHaveValue('4１');
      fireEvent.compositionEnd(input, { data: '１' });
      expect(input).toHaveValue('4');
      fireEvent.compositionStart(input);
      fireEvent.change(input, { target: { value: '45' } });
      fireEvent.compositionEnd(input, { data: '5' });
      expect(input).toHaveValue('45');
    });

    it('refuses a value over the upper limit with the message as a hint, and the next keystroke clears it', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} />);
      await user.type(valueInput(), '5000');
      expect(valueInput()).toHaveValue('500');
      // The reason is shown and announced (a status), tied to the field, but the £500 kept is valid: no error state.
      expect(screen.getByText('Max £500.00 per Gift Card')).toHaveAttribute('role', 'status');
      expect(valueInput()).toHaveAccessibleDescription(
        'Min: £5.00; Max: £500.00 Max £500.00 per Gift Card',
      );
      expect(valueInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      await user.type(valueInput(), '{Backspace}');
      expect(valueInput()).toHaveValue('50');
      expect(screen.queryByText('Max £500.00 per Gift Card')).not.toBeInTheDocument();
      expect(valueInput()).toHaveAccessibleDescription('Min: £5.00; Max: £500.00');
    });

    it('typing 9999 under a £300 maximum leaves a valid £99, never in the error state', async () => {
      const user = userEvent.setup();
      render(
        <BrandDetailView
          brand={makeBrand({ digital_face_value_limits: { lower: 5, upper: 300 } })}
        />,
      );
      await user.type(valueInput(), '9999');
      expect(valueInput()).toHaveValue('99');
      expect(valueInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(screen.getByText('Max £300.00 per Gift Card')).toHaveAttribute('role', 'status');
      expect(screen.getByText('You will receive')).toBeInTheDocument();
      // A refused keystroke again shows the reason again; an accepted one clears it.
      await user.type(valueInput(), '{Backspace}');
      expect(screen.queryByText('Max £300.00 per Gift Card')).not.toBeInTheDocument();
    });

    it('never presents an amount under the minimum as receivable', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} />);
      await user.type(valueInput(), '3');
      expect(screen.queryByText('You will receive')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Min £5.00 per Gift Card');
      expect(valueInput()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('You will receive')).not.toBeInTheDocument();
      await user.type(valueInput(), '0');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(valueInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('You will receive')).toBeInTheDocument();
    });

    it('shows a held message in the error state only while the value cannot be bought', () => {
      const { rerender } = render(
        <BrandDetailView
          brand={freeValueBrand}
          value="25"
          errorMessage="Min £5.00 per Gift Card"
        />,
      );
      expect(valueInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      rerender(
        <BrandDetailView brand={freeValueBrand} value="2" errorMessage="Min £5.00 per Gift Card" />,
      );
      expect(valueInput()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('Min £5.00 per Gift Card');
    });

    it('shows You will receive only while the value parses', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} />);
      expect(screen.queryByText('You will receive')).not.toBeInTheDocument();
      await user.type(valueInput(), '19.99');
      expect(estimateLines()).toEqual(['£1.00 cashback', '19,990 coins']);
      await user.clear(valueInput());
      await user.type(valueInput(), '.');
      expect(screen.queryByText('You will receive')).not.toBeInTheDocument();
    });
  });

  describe('denominations', () => {
    it('offers the values as a radio group', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<BrandDetailView brand={denominationBrand} onValueChange={onValueChange} />);
      const group = screen.getByRole('group', { name: 'Choose a gift card value' });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['10', '25', '50', '100']);
      await user.click(screen.getByRole('radio', { name: '£25.00' }));
      expect(screen.getByRole('radio', { name: '£25.00' })).toBeChecked();
      expect(onValueChange).toHaveBeenLastCalledWith('25');
      expect(screen.getByText('£1.80').parentElement).toHaveTextContent('£1.80 cashback');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: '£50.00' })).toBeChecked();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });
  });

  describe('amounts typed with commas and huge pastes', () => {
    const noUpper = makeBrand({ digital_face_value_limits: { lower: 0, upper: 0 } });
    const upTo1000 = makeBrand({ digital_face_value_limits: { lower: 5, upper: 1000 } });

    it('reads 20,50 as £20.50 (not £2,050) in the field, the estimate and Buy', async () => {
      const user = userEvent.setup();
      const onBuy = vi.fn();
      render(<BrandDetailView brand={noUpper} onBuy={onBuy} />);
      await user.type(valueInput(), '20,50');
      expect(valueInput()).toHaveValue('20,50');
      expect(estimateLines()).toEqual(['£1.03 cashback', '20,500 coins']);
      await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
      expect(onBuy).toHaveBeenCalledWith({ brand: 'harbour-and-pine', amount: '20.50' });
      expect(await screen.findByRole('dialog', { name: 'Get the GiftCash app' })).toHaveTextContent(
        'Buy your £20.50 \u2068Harbour & Pine\u2069 gift card',
      );
    });

    it('takes 1,500 as fifteen hundred pounds and says why 1,5000 is refused', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={noUpper} />);
      await user.type(valueInput(), '1,500');
      expect(valueInput()).toHaveValue('1,500');
      expect(screen.getByText('You will receive').parentElement).toHaveTextContent(
        '£75.00 cashback',
      );
      await user.type(valueInput(), '0');
      expect(valueInput()).toHaveValue('1,500');
      // The reason is a hint; the £1,500 kept stays valid.
      expect(
        screen.getByText('Use a comma only between thousands (1,500) or before the pence (20,50)'),
      ).toHaveAttribute('role', 'status');
      expect(valueInput()).not.toHaveAttribute('aria-invalid');
    });

    it('refuses a pasted amount over the maximum with the Max message, however long', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={upTo1000} />);
      await user.click(valueInput());
      await user.paste('100000000000000');
      expect(valueInput()).toHaveValue('');
      expect(screen.getByText('Max £1,000.00 per Gift Card')).toHaveAttribute('role', 'status');
      expect(screen.queryByText('You will receive')).not.toBeInTheDocument();
    });
  });

  describe('Buy Securely', () => {
    it('asks for a valid amount when empty, and for the minimum under it', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} />);
      await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.type(valueInput(), '0');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
      await user.type(valueInput(), '4');
      await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Min £5.00 per Gift Card');
    });

    it('opens the app download dialog with the brand and amount in its links, and returns focus', async () => {
      const user = userEvent.setup();
      const onBuy = vi.fn();
      render(<BrandDetailView brand={freeValueBrand} defaultValue="25" onBuy={onBuy} />);
      const buy = screen.getByRole('button', { name: 'Buy Securely' });
      await waitFor(() => expect(buy).toHaveAttribute('aria-haspopup', 'dialog'));
      await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
      expect(onBuy).toHaveBeenCalledWith({ brand: 'harbour-and-pine', amount: '25.00' });
      const dialog = await screen.findByRole('dialog', { name: 'Get the GiftCash app' });
      const store = within(dialog).getByRole('link', { name: 'Download on the App Store' });
      const href = new URL(store.getAttribute('href') ?? '');
      expect(href.searchParams.get('brand')).toBe('harbour-and-pine');
      expect(href.searchParams.get('amount')).toBe('25.00');
      expect(store).toHaveAttribute('rel', 'noopener noreferrer');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Buy Securely' })).toHaveFocus();
    });
  });

  describe('about the brand', () => {
    it('truncates the description at 150 characters with Show more / Show less', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={denominationBrand} />);
      const full = denominationBrand.detail.description ?? '';
      const toggle = screen.getByRole('button', { name: 'Show more' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(/Northway Books stocks/)).toHaveTextContent(
        `${full.slice(0, 150).trimEnd()}…`,
      );
      await user.click(toggle);
      expect(screen.getByText(/Northway Books stocks/)).toHaveTextContent(full);
      expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it('names the website of a brand called "The …" once: Visit The Copper Kettle website', () => {
      const { unmount } = render(
        <BrandDetailView brand={makeBrand({ name: 'The Copper Kettle' })} />,
      );
      const website = screen.getByRole('link', { name: /^Visit The Copper Kettle website/ });
      expect(website.textContent).toBe('Visit The Copper Kettle website (opens in a new tab)');
      unmount();
      render(<BrandDetailView brand={makeBrand({ name: 'Theatre Tokens' })} />);
      expect(
        screen.getByRole('link', { name: /^Visit the Theatre Tokens website/ }),
      ).toBeInTheDocument();
    });

    it('headlines the rate the estimate pays, whatever label came with it', async () => {
      const user = userEvent.setup();
      render(
        <BrandDetailView
          brand={makeBrand({ cashback_perc: 0.02, cashback_perc_label: '20%', coins_per_pound: 0 })}
        />,
      );
      expect(screen.getByText('Instant Cashback', { exact: false })).toHaveTextContent(
        '2% Instant Cashback',
      );
      await user.type(valueInput(), '100');
      expect(document.querySelector('[data-kind="cashback"]')).toHaveTextContent(
        /^£2\.00 cashback$/,
      );
    });

    it('lists the details with a website link in a new tab and the methods joined with &', () => {
      render(<BrandDetailView brand={freeValueBrand} />);
      const website = screen.getByRole('link', { name: /Visit the Harbour & Pine website/ });
      expect(website).toHaveAttribute('href', 'https://harbour-and-pine.example/');
      expect(website).toHaveAttribute('target', '_blank');
      expect(website).toHaveAttribute('rel', 'noopener noreferrer');
      const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
      expect(term('You can spend it')).toHaveTextContent('Online & Instore');
      expect(term('Online order restrictions')).toHaveTextContent('Enter the gift card number');
      expect(term('Instore order restrictions')).toHaveTextContent('Show the barcode');
      expect(term('Gift card expiry')).toHaveTextContent('Expires 12 months from purchase');
      expect(term('Important Info')).toHaveTextContent('Only one gift card');
      const terms = screen.getByRole('link', { name: /View Terms/ });
      expect(terms).toHaveAttribute('href', 'https://harbour-and-pine.example/gift-card-terms');
      expect(terms).toHaveAttribute('target', '_blank');
    });

    it('opens the terms copy in a Terms and Conditions dialog and returns focus', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={denominationBrand} />);
      expect(
        screen.getByText('Available denominations', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('£10.00, £25.00, £50.00, £100.00');
      const view = screen.getByRole('button', { name: 'View Terms' });
      await waitFor(() => expect(view).toHaveAttribute('aria-haspopup', 'dialog'));
      await user.click(screen.getByRole('button', { name: 'View Terms' }));
      const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
      expect(dialog).toHaveTextContent('1. Use it online.');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'View Terms' })).toHaveFocus();
    });

    it('shows no Brand Terms row when there are no terms', () => {
      render(<BrandDetailView brand={coinsOnlyBrand} />);
      expect(screen.queryByText('Brand Terms')).not.toBeInTheDocument();
      expect(
        screen.getByText('You can spend it', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('Instore');
    });

    it('renders hostile copy as text and drops javascript: links', () => {
      const { container } = render(<BrandDetailView brand={hostileBrand} />);
      expect(container.querySelector('script, iframe, b, img[src="x"]')).toBeNull();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        '<img src=x onerror="window.__xss()">Evil Gift Card',
      );
      expect(screen.getByText(/<b onmouseover/)).toBeInTheDocument();
      for (const link of screen.queryAllByRole('link'))
        expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
      expect(screen.queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
      // The javascript: terms URL is dropped, so the terms copy is offered instead (as text).
      expect(screen.getByRole('button', { name: 'View Terms' })).toBeInTheDocument();
      // The javascript: image URL is dropped too: the card shows the inline placeholder.
      expect(container.querySelector('svg[data-fallback]')).not.toBeNull();
    });
  });

  describe('share menu', () => {
    it("shares the public address of the page, never the webview's app=1, and posts it to the app", async () => {
      const user = userEvent.setup();
      const postMessage = vi.fn();
      const win = window as Window & { ReactNativeWebView?: unknown };
      window.history.replaceState(
        null,
        '',
        '/brand/harbour-and-pine?app=1&theme=dark&signed-in=1#terms',
      );
      try {
        render(<BrandDetailView brand={freeValueBrand} />);
        const toggle = screen.getByRole('button', { name: 'Share' });
        await user.click(toggle);
        const expected = `${window.location.origin}/brand/harbour-and-pine`;
        expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
          'href',
          `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(expected)}`,
        );
        await user.keyboard('{Escape}');
        win.ReactNativeWebView = { postMessage };
        await user.click(toggle);
        expect(postMessage.mock.calls.map(([data]) => JSON.parse(String(data)))).toEqual([
          { v: 1, type: 'share', url: expected, text: expect.any(String) },
        ]);
      } finally {
        delete win.ReactNativeWebView;
        window.history.replaceState(null, '', '/');
      }
    });

    it('opens the menu with encoded outbound links', async () => {
      const user = userEvent.setup();
      render(
        <BrandDetailView
          brand={freeValueBrand}
          shareUrl="https://giftcash.example/brand/harbour-and-pine"
        />,
      );
      const toggle = screen.getByRole('button', { name: 'Share' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const facebook = screen.getByRole('link', { name: 'Share on Facebook' });
      expect(facebook).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://giftcash.example/brand/harbour-and-pine')}`,
      );
      for (const name of [
        'Share on Facebook',
        'Share on Instagram',
        'Share on Reddit',
        'Pin on Pinterest',
      ]) {
        const link = screen.getByRole('link', { name });
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('offers the system share sheet when the browser has one', async () => {
      const user = userEvent.setup();
      const share = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        render(
          <BrandDetailView brand={freeValueBrand} shareUrl="https://giftcash.example/brand/x" />,
        );
        await user.click(screen.getByRole('button', { name: 'Share' }));
        await user.click(screen.getByRole('button', { name: 'Share via…' }));
        expect(share).toHaveBeenCalledWith({
          title: 'Harbour & Pine Gift Card',
          text: 'Harbour & Pine Gift Card on GiftCash',
          url: 'https://giftcash.example/brand/x',
        });
        expect(screen.queryByRole('link', { name: 'Share on Facebook' })).not.toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });

    it('on a phone with a system share sheet, Share opens the sheet at once; the menu only if the sheet is refused', async () => {
      const user = userEvent.setup();
      const share = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const matchMedia = vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query: string) =>
            ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList,
        );
      try {
        render(
          <BrandDetailView brand={freeValueBrand} shareUrl="https://giftcash.example/brand/x" />,
        );
        const toggle = screen.getByRole('button', { name: 'Share' });
        // The button opens the sheet, not a menu: it discloses nothing.
        await waitFor(() => expect(toggle).not.toHaveAttribute('aria-expanded'));
        await user.click(toggle);
        expect(share).toHaveBeenCalledWith({
          title: 'Harbour & Pine Gift Card',
          text: 'Harbour & Pine Gift Card on GiftCash',
          url: 'https://giftcash.example/brand/x',
        });
        expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
        // Cancelled by the person: nothing more.
        share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
        await user.click(toggle);
        expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
        // Refused by the browser: the menu opens instead.
        share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
        await user.click(toggle);
        expect(await screen.findByRole('button', { name: 'Copy link' })).toBeVisible();
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } finally {
        matchMedia.mockRestore();
        Reflect.deleteProperty(navigator, 'share');
      }
    });

    it('copies the link with a Copied! tooltip for 2 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        render(
          <BrandDetailView brand={freeValueBrand} shareUrl="https://giftcash.example/brand/y" />,
        );
        await user.click(screen.getByRole('button', { name: 'Share' }));
        await user.click(screen.getByRole('button', { name: 'Copy link' }));
        expect(await navigator.clipboard.readText()).toBe('https://giftcash.example/brand/y');
        expect(screen.getByText('Copied!')).toHaveAttribute('role', 'status');
        act(() => vi.advanceTimersByTime(1900));
        expect(screen.getByText('Copied!')).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(200));
        expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('says so clearly when the clipboard is refused', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
        new DOMException('denied', 'NotAllowedError'),
      );
      render(
        <BrandDetailView brand={freeValueBrand} shareUrl="https://giftcash.example/brand/z" />,
      );
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByText(/Could not copy to the clipboard/)).toHaveAttribute(
        'role',
        'alert',
      );
    });
  });

  describe('What are Coins?', () => {
    it('switches between the wheel and scratch demos (wheel first) with the prize details', async () => {
      const user = userEvent.setup();
      render(<BrandDetailView brand={freeValueBrand} {...coinsSectionProps} />);
      expect(screen.getByRole('heading', { name: 'What are Coins?' })).toBeInTheDocument();
      const wheelTab = screen.getByRole('tab', { name: 'Wheel of Fortune' });
      expect(wheelTab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('wheel demo')).toBeInTheDocument();
      expect(
        screen.getByText('A £50 gift card of your choice', { selector: 'strong' }),
      ).toBeInTheDocument();
      const accordion = screen.getByRole('button', { name: 'Cashback+ Wheel of Fortune' });
      expect(accordion).toHaveAttribute('aria-expanded', 'false');
      await user.click(accordion);
      expect(screen.getByRole('list', { name: 'Prizes and odds' })).toHaveTextContent(
        '£750.001 in 200,000',
      );
      expect(screen.getByText(/for display only and cannot be claimed/)).toBeInTheDocument();

      wheelTab.focus();
      await user.keyboard('{ArrowRight}');
      const scratchTab = screen.getByRole('tab', { name: 'Scratch Card' });
      expect(scratchTab).toHaveAttribute('aria-selected', 'true');
      expect(scratchTab).toHaveFocus();
      expect(screen.getByText('scratch demo')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Example from our Cashback Scratch Card' }),
      ).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('list', { name: 'Prizes and odds' })).toHaveTextContent(
        '£5.001 in 25,000',
      );
    });

    it('passes demo results up and shows the last one', async () => {
      const user = userEvent.setup();
      function Harness() {
        const [result, setResult] = useState<{ game: 'wheel' | 'scratch'; prize: string } | null>(
          null,
        );
        return (
          <BrandDetailView
            brand={freeValueBrand}
            demoResult={result}
            onDemoResult={setResult}
            renderCoinsDemo={demoWinning('£0.05')}
          />
        );
      }
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Play wheel' }));
      expect(
        screen.getByText('Your last demo result: Wheel of Fortune: £0.05'),
      ).toBeInTheDocument();
    });
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('10');
      return (
        <>
          <BrandDetailView brand={freeValueBrand} value={value} onValueChange={setValue} />
          <output aria-label="mirror">{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(valueInput()).toHaveValue('10');
    await user.type(valueInput(), '5');
    expect(screen.getByLabelText('mirror')).toHaveTextContent('105');
  });

  it('forwards its ref and rest props', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(<BrandDetailView ref={ref} brand={freeValueBrand} data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId('root'));
  });
});
