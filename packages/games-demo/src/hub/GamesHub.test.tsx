import fc from 'fast-check';
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GamesHubView } from './GamesHubView';
import { maxPrize, sortGames } from './gameFacts';
import { GamesHubScreen } from './GamesHubScreen';
import { failing, renderWithProvider, sampleProvider } from '../testing/renderWithProvider';
import { GAME_PARAM, gameHref } from '../shared/selectedGame';
import type { Minigame } from '@giftcash/core';
import { GAME_TYPE } from '@giftcash/core';
import { expectLinks } from '@giftcash/core/testing';

const game = (id: string, type: 1 | 2, extra: Partial<Minigame> = {}): Minigame => ({
  id,
  name: id,
  type,
  coins_cost: 500_000,
  free_entries: 0,
  slots: [{ index: 0, type: 2, value: 750 }],
  ...extra,
});

describe('GamesHubView', () => {
  it('sorts wheels before scratch cards, keeping their order', () => {
    const sorted = sortGames([game('s1', 2), game('w1', 1), game('s2', 2), game('w2', 1)]);
    expect(sorted.map((g) => g.id)).toEqual(['w1', 'w2', 's1', 's2']);
  });

  it('labels the cost as an entry, in thousands of coins, with the free plays left beside it only when there are any', () => {
    render(
      <GamesHubView
        games={[
          game('Scratchy', 2, {
            coins_cost: 100_000,
            free_entries: 2,
            free_entries_seconds: 604_800,
          }),
          game('Wheely', 1),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wheely');
    expect(items[0]).toHaveTextContent('Win up to £750.00');
    expect(items[0]).toHaveTextContent('Entry 500K coins');
    expect(items[0]).not.toHaveTextContent('free');
    // Free scratch plays refill weekly (free_entries_seconds 604800).
    expect(within(items[1]!).getByText('Entry 100K coins')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 free plays left this week')).toBeInTheDocument();
    expect(maxPrize({ slots: [{ index: 0, type: 1, value: 2500 }] })).toBe('2.5K coins');
  });

  it('writes every best prize with money in two decimals and coins with their unit', () => {
    expect(maxPrize({ slots: [{ index: 0, type: 2, value: 750 }] })).toBe('£750.00');
    expect(maxPrize({ slots: [{ index: 0, type: 2, value: 12.5 }] })).toBe('£12.50');
    expect(maxPrize({ slots: [{ index: 0, type: 1, value: 10_000_000 }] })).toBe('10M coins');
    expect(maxPrize({ slots: [{ index: 0, type: 1, value: 250_000 }] })).toBe('250K coins');
    render(
      <GamesHubView
        games={[game('Wheely', 1, { slots: [{ index: 0, type: 1, value: 10_000_000 }] })]}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Win up to 10M coins');
  });

  it('links each game to its page and lets the parent remember it', async () => {
    const user = userEvent.setup();
    const onGameSelect = vi.fn();
    const navigate = vi.fn();
    renderWithProvider(
      <GamesHubView games={[game('Wheely', 1), game('Scratchy', 2)]} onGameSelect={onGameSelect} />,
      sampleProvider(),
      navigate,
    );
    // The link names the game, so its page can be linked and shared.
    expect(screen.getByRole('link', { name: 'Wheely' })).toHaveAttribute(
      'href',
      '/wheel-game?game=Wheely',
    );
    await user.click(screen.getByRole('link', { name: 'Scratchy' }));
    expect(onGameSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'Scratchy' }));
    expect(navigate).toHaveBeenCalledWith('/scratch-game?game=Scratchy');
    expectLinks({
      'Raffle Results': '/raffle-results',
      'Competition Rules': '/competition-rules',
    });
  });

  it('shows the raffle card: countdown, total prizes, extra prize, draw number and time, free entry note', () => {
    render(
      <GamesHubView
        games={[]}
        raffle={{
          id: 'd',
          name: 'Daily Raffle',
          lottery_status: 1,
          repeat_seconds: 86_400,
          draw_index: 1,
          next_draw_index: 2,
          next_draw_at: Date.UTC(2030, 0, 1, 17),
          config: {
            payouts: [
              { place: 1, type: 1, amount: 10_000_000 },
              { place: 2, type: 1, amount: 7_500_000 },
            ],
          },
          add_prize_label: 'a £50 card',
          add_prize_img_url: 'https://example.com/a.png',
        }}
        now={() => Date.UTC(2029, 11, 31, 17)}
      />,
    );
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('17.5M coins')).toBeInTheDocument();
    expect(screen.getByText('a £50 card')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Tuesday 1 January at 17:00')).toBeInTheDocument();
    expect(screen.getByText(/one free entry/)).toBeInTheDocument();
  });
});

describe('GamesHubView gamesFallback', () => {
  it('shows the fallback in the games section instead of the grid or the empty text', () => {
    const { rerender } = render(
      <GamesHubView games={[]} gamesFallback={<p>Still on its way</p>} />,
    );
    const section = screen.getByRole('region', { name: 'Prize games' });
    expect(section).toHaveAttribute('data-pending');
    expect(within(section).getByText('Still on its way')).toBeInTheDocument();
    expect(screen.queryByText('No games available right now.')).toBeNull();
    rerender(<GamesHubView games={[game('Wheely', 1)]} />);
    expect(section).not.toHaveAttribute('data-pending');
    expect(within(section).getByRole('link', { name: /Wheely/ })).toBeInTheDocument();
  });
});

describe('GamesHubView raffleLoading', () => {
  it('keeps a hidden row for the extra first prize while the raffle loads, and drops it when it has none', () => {
    const { container, rerender } = render(<GamesHubView games={[]} raffleLoading />);
    const placeholder = container.querySelector('.gc-hub-extra[data-placeholder]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toBeEmptyDOMElement();
    rerender(<GamesHubView games={[]} raffle={null} />);
    expect(container.querySelector('.gc-hub-extra')).toBeNull();
  });
});

describe('game links', () => {
  it('name any game id in the address, encoded, on the page of its type', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(1 as const, 2 as const),
        (id, type) => {
          const url = new URL(gameHref({ id, type }), 'https://giftcash.example');
          expect(url.pathname).toBe(type === GAME_TYPE.wheel ? '/wheel-game' : '/scratch-game');
          expect(url.searchParams.get(GAME_PARAM)).toBe(id);
        },
      ),
    );
  });
});

describe('GamesHubScreen', () => {
  it('loads games and raffle; choosing a game opens the address that names it and stores nothing', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderWithProvider(<GamesHubScreen />, sampleProvider(), navigate);
    // The loading message sits where the games will be, and nothing claims there are none.
    const games = screen.getByRole('region', { name: 'Prize games' });
    expect(within(games).getByText('Loading games...')).toBeInTheDocument();
    expect(screen.queryByText('No games available right now.')).toBeNull();
    const list = await screen.findByRole('list', {}, { timeout: 5000 });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(2);
    await user.click(links[0] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/wheel-game\?game=[^&]+$/));
    expect(links[0]).toHaveAttribute('href', navigate.mock.calls[0]?.[0]);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('shows Error: {message} with Retry when the games fail, and keeps the raffle placeholder', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProvider(
      <GamesHubScreen />,
      sampleProvider({ getMinigames: failing(), getLotteries: failing() }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error: Request failed with status code 500');
    expect(screen.getByRole('region', { name: 'Prize games' })).toContainElement(alert);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^(24|23)hrs/), {
      timeout: 5000,
    });
  });
});
