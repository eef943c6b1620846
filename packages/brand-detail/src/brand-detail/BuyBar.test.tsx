/**
 * "Choosing a value brings Buy into reach": the buy bar of BrandDetailView. Which screens show
 * it is CSS (a media query, checked in the browser by e2e/brand/phone-buy-path.spec.ts); these tests
 * cover when it exists, what it says, what it does, and that it hydrates without a mismatch.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrandDetailView } from './BrandDetailView';
import { coinsOnlyBrand, denominationBrand, freeValueBrand } from '../testing/brands';

const valueInput = () => screen.getByRole('textbox', { name: 'Gift card value' });
const bar = (container: HTMLElement) => container.querySelector<HTMLElement>('.gc-brand-buybar');

describe('buy bar', () => {
  it('appears once the value can be bought, and disappears when it cannot', async () => {
    const user = userEvent.setup();
    const { container } = render(<BrandDetailView brand={freeValueBrand} />);
    expect(bar(container)).toBeNull();
    await user.type(valueInput(), '3'); // under the £5 minimum
    expect(bar(container)).toBeNull();
    await user.type(valueInput(), '0');
    const shown = bar(container)!;
    expect(shown).not.toBeNull();
    expect(shown).toHaveTextContent('£30.00');
    expect(shown).toHaveTextContent('£1.50 cashback + 30,000 coins');
    expect(within(shown).getByRole('button', { name: 'Buy Securely, £30.00' })).toBeInTheDocument();
    await user.clear(valueInput());
    expect(bar(container)).toBeNull();
    await user.type(valueInput(), '0');
    expect(bar(container)).toBeNull();
  });

  it('shows cashback only or coins only, as the brand gives them', async () => {
    const user = userEvent.setup();
    const first = render(<BrandDetailView brand={denominationBrand} />);
    await user.click(screen.getByRole('radio', { name: '£25.00' }));
    expect(bar(first.container)).toHaveTextContent(/^£25\.00£1\.80 cashbackBuy Securely$/);
    first.unmount();
    const second = render(<BrandDetailView brand={coinsOnlyBrand} defaultValue="10" />);
    expect(bar(second.container)?.querySelector('.gc-brand-buybar-rewards')).toHaveTextContent(
      /^12,500 coins$/,
    );
  });

  it('steps aside while the pound input has focus (never covers the field), and comes back on blur', async () => {
    const user = userEvent.setup();
    const { container } = render(<BrandDetailView brand={freeValueBrand} />);
    await user.type(valueInput(), '25');
    expect(valueInput()).toHaveFocus();
    expect(bar(container)).toHaveAttribute('data-state', 'typing');
    await user.tab();
    expect(bar(container)).toHaveAttribute('data-state', 'open');
    await user.click(valueInput());
    expect(bar(container)).toHaveAttribute('data-state', 'typing');
  });

  it('Buy Securely in the bar opens the app download dialog with the brand and amount, and focus returns to it', async () => {
    const user = userEvent.setup();
    const onBuy = vi.fn();
    const { container } = render(
      <BrandDetailView brand={freeValueBrand} defaultValue="25" onBuy={onBuy} />,
    );
    const buy = within(bar(container)!).getByRole('button', { name: 'Buy Securely, £25.00' });
    await user.click(buy);
    expect(onBuy).toHaveBeenCalledWith({ brand: 'harbour-and-pine', amount: '25.00' });
    const dialog = await screen.findByRole('dialog', { name: 'Get the GiftCash app' });
    // The brand page says what the app is for; the dialog adds how to get it (one full stop between).
    expect(dialog).toHaveAccessibleDescription(
      'Buy your £25.00 \u2068Harbour & Pine\u2069 gift card and get your rewards in the GiftCash app. Scan the code with your phone camera or choose your store.',
    );
    const store = within(dialog).getByRole('link', { name: /App Store/ });
    expect(new URL(store.getAttribute('href')!).searchParams.get('amount')).toBe('25.00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(buy).toHaveFocus();
  });

  it('is in the server HTML exactly when the value can be bought, and hydrates without a mismatch', async () => {
    expect(renderToString(<BrandDetailView brand={freeValueBrand} />)).not.toContain(
      'gc-brand-buybar',
    );
    const element = (
      <BrandDetailView
        brand={freeValueBrand}
        defaultValue="25"
        shareUrl="https://giftcash.co.uk/brand/x"
      />
    );
    const html = renderToString(element);
    expect(html).toContain('gc-brand-buybar');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  });
});
