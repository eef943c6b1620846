import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { HttpStatusError, type GiftCardOrder } from '@giftcash/core';
import { WalletScreen } from './WalletScreen';
import { WalletView } from './WalletView';
import {
  deferred,
  expectEachRetry,
  fakeProvider,
  order,
  orders,
  withProvider,
} from '../testing/fixtures';
import { withArchived, withExpense } from '../logic/optimistic';

const tile = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
const expand = (user: ReturnType<typeof userEvent.setup>, article: HTMLElement) =>
  user.click(within(article).getByRole('button', { name: 'Details' }));
/** Presses a button of the expanded details, opening them first when they are closed. */
const pressInDetails = async (
  user: ReturnType<typeof userEvent.setup>,
  article: HTMLElement,
  name: string,
) => {
  const toggle = within(article).getByRole('button', { name: 'Details' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  await user.click(within(article).getByRole('button', { name }));
};
const facts = (article: HTMLElement, label: string) =>
  within(article).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('WalletScreen', () => {
  it('shows the Active tab first with every field of a tile', async () => {
    const user = userEvent.setup();
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider()) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gift Cards Wallet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    const tesco = await tile('Tesco');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Boots' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nike' })).not.toBeInTheDocument();
    const t = within(tesco);
    expect(t.getByText('15/11/2026')).toBeInTheDocument();
    expect(t.getByTestId('order-balance')).toHaveTextContent('£39.90');
    // What a person needs at the till is on the row: Open Card (its code and PIN), one press.
    expect(t.getByRole('link', { name: 'Open Card' })).toBeVisible();
    expect(t.getByRole('link', { name: 'Open Card' })).toHaveAttribute(
      'href',
      'https://cards.example/c/1',
    );
    expect(t.getByRole('link', { name: 'Open Card' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(t.getByRole('button', { name: 'Record transaction' })).toBeVisible();
    // A compact row: the details wait behind Details.
    const toggle = t.getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(t.queryByRole('button', { name: 'Buy Again' })).not.toBeInTheDocument();
    await expand(user, tesco);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();
    expect(t.getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      'https://giftcash.example/invoices/1.pdf',
    );
    // The badge says what the card is in plain words; the spec's "Completed (PAID)" stays under
    // Payment Status, and "PAID" in it is not said a second time.
    expect(t.queryByText('PAID')).not.toBeInTheDocument();
    expect(tesco.querySelector('.gc-order-badge')).toHaveTextContent(/^Ready to use$/);
    expect(tesco.querySelector('.gc-order-badge')).toHaveAttribute('data-state', 'paid');
    expect(facts(tesco, 'Payment Method')).toHaveTextContent('Paid by Apple Pay');
    expect(facts(tesco, 'Payment Status')).toHaveTextContent('Completed (PAID)');
    expect(facts(tesco, 'Amount')).toHaveTextContent('£50.00');
    expect(facts(tesco, 'Cashback reward')).toHaveTextContent('£2.50');
    // Coins credited to the person are exact (core's coin rule).
    expect(facts(tesco, 'Coins reward')).toHaveTextContent(/^5,000 coins$/);
    expect(t.getByText('Transactions Recorded (1)')).toBeInTheDocument();
    expect(t.getByText('-£10.10')).toBeInTheDocument();
    expect(t.getByRole('button', { name: 'Buy Again' })).toBeInTheDocument();
    expect(t.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    // artwork from the brands call
    await waitFor(() =>
      expect(tesco.querySelector('.gc-order-logo')).toHaveAttribute(
        'src',
        'https://img.example/tesco-logo.png',
      ),
    );
    expect(tesco.querySelector('.gc-order-artwork')).toHaveAttribute(
      'src',
      'https://img.example/tesco-card.png',
    );
  });

  it('leaves out unsafe links, zero rewards, and any Invoice action without an invoice address; Buy Again opens the app dialog', async () => {
    const user = userEvent.setup();
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider()) });
    const argos = await tile('Argos');
    const a = within(argos);
    await expand(user, argos);
    expect(a.queryByRole('link', { name: /Open Card/ })).not.toBeInTheDocument();
    expect(a.queryByText('Cashback reward')).not.toBeInTheDocument();
    expect(a.queryByText('Coins reward')).not.toBeInTheDocument();
    expect(facts(argos, 'Payment Method')).toHaveTextContent('Unspecified');
    expect(argos.querySelector('.gc-order-artwork')).toHaveAttribute('data-fallback');
    // Nothing to open: no link to a made-up address, and no button standing in for one.
    expect(a.queryByRole('link', { name: 'Invoice' })).not.toBeInTheDocument();
    expect(a.queryByRole('button', { name: 'Invoice' })).not.toBeInTheDocument();
    await user.click(a.getByRole('button', { name: 'Buy Again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Argos again in the app' });
    expect(
      within(dialog).getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href'),
    ).toContain('brand=argos');
  });

  it('reloads the orders on every tab change and shows each tab', async () => {
    const user = userEvent.setup();
    const getOrders = vi.fn(() => Promise.resolve({ items: orders, next_token: null }));
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider({ getOrders })) });
    await tile('Tesco');
    expect(getOrders).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    await tile('Boots');
    expect(getOrders).toHaveBeenCalledTimes(2);
    await expand(user, await tile('Boots'));
    expect(
      within(await tile('Boots')).getByRole('button', { name: 'Buy Again' }),
    ).toBeInTheDocument();
    expect(
      within(await tile('Boots')).queryByRole('button', { name: 'Archive' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    const nike = await tile('Nike');
    expect(getOrders).toHaveBeenCalledTimes(3);
    expect(nike.querySelector('.gc-order-badge')).toHaveTextContent('Cancelled');
    expect(nike.querySelector('.gc-order-badge')).toHaveAttribute('data-state', 'cancelled');
  });

  it('a cancelled card and a card on its way show no balance and no way to spend, but what happened to the money', async () => {
    const user = userEvent.setup();
    const items = [
      order({
        order_id: 'c',
        brand: 'Nike',
        status: 4,
        amount: 200,
        payment_type: 4,
        balance_history: [],
      }),
      order({ order_id: 'p', brand: 'Argos', status: 1, amount: 30 }),
    ];
    render(<WalletScreen />, {
      wrapper: withProvider(fakeProvider({ getOrders: () => Promise.resolve({ items }) })),
    });
    const argos = await tile('Argos');
    const a = within(argos);
    expect(a.getByText(/^Your gift card is on its way, usually within 2 hours\./)).toBeVisible();
    expect(argos.querySelector('.gc-order-badge')).toHaveTextContent(/^Processing$/);
    for (const card of [argos]) {
      expect(within(card).queryByText('Available balance')).not.toBeInTheDocument();
      expect(within(card).queryByTestId('order-balance')).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Record transaction' })).toBeNull();
      expect(within(card).queryByRole('link', { name: 'Open Card' })).toBeNull();
    }
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    const nike = await tile('Nike');
    const n = within(nike);
    expect(
      n.getByText(
        'No gift card was issued. The £200.00 you paid goes back to your Apple Pay card.',
      ),
    ).toBeVisible();
    expect(n.queryByText('Available balance')).not.toBeInTheDocument();
    expect(n.queryByText('£39.90')).not.toBeInTheDocument();
    expect(n.queryByRole('button', { name: 'Record transaction' })).toBeNull();
    expect(n.queryByRole('link', { name: 'Open Card' })).toBeNull();
    await expand(user, nike);
    // Nothing was earned on it, and nothing can be spent from it.
    expect(n.queryByText('Cashback reward')).not.toBeInTheDocument();
    expect(n.queryByText('Coins reward')).not.toBeInTheDocument();
    expect(n.queryByText(/Transactions Recorded/)).not.toBeInTheDocument();
    expect(n.getByRole('button', { name: 'Buy Again' })).toBeVisible();
    expect(n.getByRole('button', { name: 'Archive' })).toBeVisible();
  });

  it('a cancelled order that was archived shows in Archived only, not in Failed too', async () => {
    const user = userEvent.setup();
    const items = [order({ brand: 'Nike', status: 4, archived: true })];
    render(<WalletScreen />, {
      wrapper: withProvider(fakeProvider({ getOrders: () => Promise.resolve({ items }) })),
    });
    expect(await screen.findByText('No active gift cards found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No failed gift cards found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await tile('Nike')).toBeInTheDocument();
  });

  it('shows No {tab} gift cards found. for an empty tab', async () => {
    const user = userEvent.setup();
    render(<WalletScreen />, {
      wrapper: withProvider(
        fakeProvider({ getOrders: () => Promise.resolve({ items: [order({ status: 4 })] }) }),
      ),
    });
    expect(await screen.findByText('No active gift cards found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByText('No archived gift cards found.')).toBeInTheDocument();
  });

  it('an empty tab draws the empty wallet art above the unchanged message, hidden from assistive tech', async () => {
    const { container } = render(<WalletView orders={[]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No active gift cards found.');
    const art = container.querySelector('.gc-account-empty > svg.gc-state-art');
    expect(art).not.toBeNull();
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('focusable', 'false');
    expect(art?.nextElementSibling).toBe(status);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Active',
      'Archived',
      'Failed',
    ]);
    // An empty wallet offers the next step.
    expect(screen.getByRole('link', { name: 'Browse gift cards' })).toHaveAttribute(
      'href',
      '/gift-card-deals',
    );
  });

  it('draws no empty art while loading, on an error or with orders', () => {
    const { container, rerender } = render(<WalletView orders={undefined} status="loading" />);
    expect(container.querySelector('.gc-state-art')).toBeNull();
    rerender(
      <WalletView
        orders={undefined}
        status="error"
        error={new Error('down')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(container.querySelector('.gc-state-art')).toBeNull();
    rerender(<WalletView orders={orders} />);
    expect(container.querySelector('.gc-state-art')).toBeNull();
  });

  it('shows Error: {message} with Retry, and the default message', async () => {
    const user = userEvent.setup();
    const getOrders = vi
      .fn()
      .mockRejectedValueOnce(new HttpStatusError(503))
      .mockRejectedValueOnce(null)
      .mockResolvedValue({ items: orders });
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider({ getOrders })) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Request failed with status code 503',
    );
    await expectEachRetry(user, ['Error: Failed to load orders']);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await tile('Tesco');
  });

  it('validates the expense amount', async () => {
    const user = userEvent.setup();
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider()) });
    await user.click(
      within(await tile('Tesco')).getByRole('button', { name: 'Record transaction' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Log your expenses and keep your gift card balance up-to-date',
    });
    const input = within(dialog).getByLabelText('Expense Amount (£)');
    const retype = async (text: string) => {
      await user.clear(input);
      await user.type(input, text);
    };
    // A text field with the decimal keypad (a number field turns `1,5` into 15 unseen).
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(input, '1.234');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Enter at most 2 decimal places.')).toBeInTheDocument();
    await retype('1,5');
    expect(confirm).toBeEnabled();
    await retype('0');
    expect(confirm).toBeDisabled();
    await retype('39.91');
    expect(confirm).toBeDisabled();
    expect(
      within(dialog).getByText('The amount cannot be more than the available balance.'),
    ).toBeInTheDocument();
    await retype('39.90');
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records an expense optimistically and keeps the stored answer', async () => {
    const user = userEvent.setup();
    const write = deferred<GiftCardOrder>();
    const recordExpense = vi.fn(() => write.promise);
    render(<WalletScreen now={() => Date.UTC(2026, 10, 20, 12)} />, {
      wrapper: withProvider(fakeProvider({ recordExpense })),
    });
    const tesco = await tile('Tesco');
    await user.click(within(tesco).getByRole('button', { name: 'Record transaction' }));
    await user.type(screen.getByLabelText('Expense Amount (£)'), '9.90');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(recordExpense).toHaveBeenCalledWith('ord_1', 9.9);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tesco).getByTestId('order-balance')).toHaveTextContent('£30.00');
    expect(within(tesco).getByText('Transactions Recorded (2)')).toBeInTheDocument();
    expect(within(tesco).getByText('-£9.90')).toBeInTheDocument();
    expect(tesco).toHaveAttribute('aria-busy', 'true');
    write.resolve(withExpense(order(), 990, Date.UTC(2026, 10, 20, 12)));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Expense recorded on your Tesco card.',
    );
    expect(within(tesco).getByTestId('order-balance')).toHaveTextContent('£30.00');
    expect(tesco).not.toHaveAttribute('aria-busy');
  });

  it('rolls the expense back with a clear message when the write fails', async () => {
    const user = userEvent.setup();
    const write = deferred<GiftCardOrder>();
    render(<WalletScreen />, {
      wrapper: withProvider(fakeProvider({ recordExpense: () => write.promise })),
    });
    const tesco = await tile('Tesco');
    await user.click(within(tesco).getByRole('button', { name: 'Record transaction' }));
    await user.type(screen.getByLabelText('Expense Amount (£)'), '5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(within(tesco).getByTestId('order-balance')).toHaveTextContent('£34.90');
    write.reject(new HttpStatusError(500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not record the expense on your Tesco card, so its balance has been restored. Request failed with status code 500',
    );
    expect(within(tesco).getByTestId('order-balance')).toHaveTextContent('£39.90');
    expect(within(tesco).getByText('Transactions Recorded (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('archives optimistically, and brings the card back when archiving fails', async () => {
    const user = userEvent.setup();
    const archiveOrder = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementation((id: string) =>
        Promise.resolve(withArchived(orders.find((o) => o.order_id === id) as GiftCardOrder)),
      );
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider({ archiveOrder })) });
    await pressInDetails(user, await tile('Tesco'), 'Archive');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not archive your Tesco card, so it is back in your wallet. Network Error',
    );
    await pressInDetails(user, await tile('Tesco'), 'Archive');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tesco' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your Tesco card has been archived.');
    expect(archiveOrder).toHaveBeenLastCalledWith('ord_1');
  });

  it('without write support, Confirm and Archive open the app download dialog', async () => {
    const user = userEvent.setup();
    render(<WalletScreen />, { wrapper: withProvider(fakeProvider()) });
    const tesco = await tile('Tesco');
    await pressInDetails(user, tesco, 'Archive');
    expect(
      await screen.findByRole('dialog', { name: 'Archive in the GiftCash app' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(tesco).getByRole('button', { name: 'Record transaction' }));
    await user.type(screen.getByLabelText('Expense Amount (£)'), '1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('dialog', { name: 'Log expenses in the GiftCash app' }),
    ).toBeInTheDocument();
    expect(within(tesco).getByTestId('order-balance')).toHaveTextContent('£39.90');
  });
});

describe('WalletView', () => {
  it('is controlled by tab / onTabChange and renders on the server', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    render(<WalletView orders={orders} tab="failed" onTabChange={onTabChange} />);
    expect(screen.getByRole('heading', { name: 'Nike' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Active' }));
    expect(onTabChange).toHaveBeenCalledWith('active');
    expect(screen.getByRole('heading', { name: 'Nike' })).toBeInTheDocument();
    expect(renderToString(<WalletView orders={orders} />)).toContain('Tesco');
  });
});
