import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GiftCardOrder, MinigameStats } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { cardLine, lastPlayedGame, recentActiveCards, SignedInHome } from './SignedInHome';

const order = (id: string, over: Partial<GiftCardOrder>): GiftCardOrder =>
  ({
    order_id: id,
    brand: id,
    title: id,
    status: 3,
    archived: false,
    created_at: 0,
    amount: 10,
    balance_available: 5,
    ...over,
  }) as GiftCardOrder;

describe('SignedInHome helpers', () => {
  it('lastPlayedGame: the latest last_play_at, none when nothing was played', () => {
    const games = [
      { id: 'a', name: 'A', type: 1, last_play_at: 10 },
      { id: 'b', name: 'B', type: 2, last_play_at: 30 },
      { id: 'c', name: 'C', type: 1 },
    ] as MinigameStats[];
    expect(lastPlayedGame(games)?.id).toBe('b');
    expect(lastPlayedGame([{ id: 'c', name: 'C', type: 1 } as MinigameStats])).toBeNull();
    expect(lastPlayedGame(undefined)).toBeNull();
  });

  it('recentActiveCards: active cards only, newest first, at most three', () => {
    const orders = [
      order('old', { created_at: 1 }),
      order('archived', { created_at: 9, archived: true }),
      order('failed', { created_at: 8, status: 4 }),
      order('new', { created_at: 5 }),
      order('mid', { created_at: 3 }),
      order('older', { created_at: 0 }),
    ];
    expect(recentActiveCards(orders).map((o) => o.order_id)).toEqual(['new', 'mid', 'old']);
    expect(recentActiveCards(undefined)).toEqual([]);
  });

  it('cardLine: a balance only on a usable card; a card being issued is on its way', () => {
    expect(cardLine({ status: 3, balance_available: 1234.5 })).toBe('£1,234.50 left');
    expect(cardLine({ status: 3, balance_available: 0 })).toBe('£0.00 left');
    // Processing and Pending carry the amount paid as their balance: never shown as money left.
    expect(cardLine({ status: 1, balance_available: 100 })).toBe('On its way');
    expect(cardLine({ status: 2, balance_available: 100 })).toBe('On its way');
    expect(cardLine({ status: 99, balance_available: 100 })).toBe('Status unknown');
  });
});

describe('SignedInHome', () => {
  it('greets the person and shows their balance, newest cards and where they left off', async () => {
    render(
      <GiftcashProvider provider={createSampleProvider()}>
        <SignedInHome />
      </GiftcashProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sarah' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('balance-cash')).toHaveTextContent('£42.37');
    const cards = screen.getByRole('region', { name: 'Your gift cards' });
    expect(await within(cards).findAllByRole('listitem')).toHaveLength(3);
    const resume = screen.getByRole('region', { name: 'Pick up where you left off' });
    expect(
      within(resume)
        .getByRole('link', { name: /^Play .+ again/ })
        .getAttribute('href'),
    ).toMatch(/^\/(wheel|scratch)-game\?game=/);
    expect(within(resume).getByRole('link', { name: /^Today’s free raffle/ })).toHaveAttribute(
      'href',
      '/raffle',
    );
  });

  it('shows what is left on a usable card and no amount on one still being issued', async () => {
    const sample = createSampleProvider({ storage: null });
    const items = [
      order('Ready', { status: 3, created_at: 3, balance_available: 42.5, amount: 50 }),
      order('Coming', { status: 1, created_at: 2, balance_available: 100, amount: 100 }),
      order('Queued', { status: 2, created_at: 1, balance_available: 25, amount: 25 }),
    ];
    render(
      <GiftcashProvider provider={{ ...sample, getOrders: async () => ({ items }) }}>
        <SignedInHome />
      </GiftcashProvider>,
    );
    const cards = screen.getByRole('region', { name: 'Your gift cards' });
    const shown = await within(cards).findAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual([
      'Ready£42.50 left',
      'ComingOn its way',
      'QueuedOn its way',
    ]);
    expect(within(cards).queryByText(/£100\.00|£25\.00/)).toBeNull();
  });
});
