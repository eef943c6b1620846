import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCashPrize,
  GiftcashError,
  HttpStatusError,
  type DataProvider,
  type PlayResult,
} from '@giftcash/core';
import { GAME_TYPE } from '@giftcash/core';
import {
  scratchConfigOf,
  slotsInOrder,
  UNCONFIRMED_PLAY_MESSAGE,
  UNSHOWABLE_PLAY_MESSAGE,
} from '@giftcash/core/games';
import { ScratchGamePageScreen, WheelGamePageScreen } from '../index';
import { failing, renderWithProvider, sampleProvider } from '../testing/renderWithProvider';
import { createSampleProvider } from '@giftcash/sample';

// Saved plays outlive a page in localStorage, as they must: each test starts with none.
afterEach(() => localStorage.clear());

/** The game page's title (its h1) shows, once the game has loaded. */
const expectTitle = async (name: string) =>
  expect(
    await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 }),
  ).toBeInTheDocument();

/** Opens the Cashback+ Wheel page on `provider`, spins, and waits for the play to fail. */
async function spinToFailure(user: ReturnType<typeof userEvent.setup>, provider: DataProvider) {
  const view = renderWithProvider(<WheelGamePageScreen gameId="wheel-cashback-plus" />, provider);
  await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
  await waitFor(() =>
    expect(view.container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'failed'),
  );
  return view;
}

describe('game pages', () => {
  it('shows the wheel game: title, cost in K, free plays, the wheel and How to Play', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProvider(<WheelGamePageScreen gameId="wheel-silver-spinner" />);
    expect(screen.getByText('Loading game...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Silver Spinner' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(container.querySelector('.gc-game-facts')).toHaveTextContent(
      'Entry 100K coins · No free plays left today',
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
    await user.click(screen.getByRole('button', { name: 'How to Play' }));
    expect(screen.getByRole('dialog', { name: 'How to Play' })).toBeInTheDocument();
  });

  it("says the price and the free plays left side by side, in the hub's words", async () => {
    const { container } = renderWithProvider(<WheelGamePageScreen gameId="wheel-cashback-plus" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cashback+ Wheel' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const facts = container.querySelector('.gc-game-facts') as HTMLElement;
    expect(facts).toHaveTextContent('Entry 500K coins · 2 free plays left today');
  });

  it('How to Play reads as instructions for a customer, not for a developer', async () => {
    const user = userEvent.setup();
    renderWithProvider(<WheelGamePageScreen gameId="wheel-cashback-plus" />);
    await user.click(await screen.findByRole('button', { name: 'How to Play' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'How to Play' });
    expect(dialog).toHaveTextContent('Tap Spin. The wheel turns for five seconds.');
    expect(dialog).not.toHaveTextContent(/focus|press Enter/i);
  });

  it('shows the scratch game with 6 slots per card', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProvider(<ScratchGamePageScreen gameId="scratch-cashback" />);
    await expectTitle('Cashback Scratch Card');
    await user.click(screen.getByRole('button', { name: /Card 1$/ }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    expect(container.querySelectorAll('.gc-scratch-area')).toHaveLength(6);
  });

  it('shows No game selected without a game, or for a game of the other type', async () => {
    const { unmount } = renderWithProvider(<WheelGamePageScreen gameId={null} />);
    expect(screen.getByText('No game selected')).toBeInTheDocument();
    unmount();
    renderWithProvider(<WheelGamePageScreen gameId="scratch-cashback" />);
    await waitFor(() => expect(screen.getByText('No game selected')).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('an unknown game shows an illustration, No game selected and the games to choose from, each a link to its page', async () => {
    const { container } = renderWithProvider(<WheelGamePageScreen gameId="no-such-game" />);
    await screen.findByRole('heading', { level: 2, name: 'Prize games' }, { timeout: 5000 });
    const choices = screen.getByRole('list');
    expect(screen.getByRole('status')).toHaveTextContent('No game selected');
    expect(container.querySelector('.gc-game-missing')).toContainElement(
      screen.getByRole('status'),
    );
    const games = await sampleProvider().getMinigames();
    const links = within(choices).getAllByRole('link');
    expect(links).toHaveLength(games.length);
    const wheel = games.find((game) => game.type === GAME_TYPE.wheel)!;
    const scratch = games.find((game) => game.type === GAME_TYPE.scratch)!;
    expect(within(choices).getByRole('link', { name: wheel.name })).toHaveAttribute(
      'href',
      `/wheel-game?game=${wheel.id}`,
    );
    expect(within(choices).getByRole('link', { name: scratch.name })).toHaveAttribute(
      'href',
      `/scratch-game?game=${scratch.id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  });

  it('shows Error: {message} with Retry when the games fail', async () => {
    renderWithProvider(
      <ScratchGamePageScreen gameId="scratch-cashback" />,
      sampleProvider({ getMinigames: failing('Network Error') }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error: Network Error',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('turns a scratch game into a scratch configuration', async () => {
    const games = await createSampleProvider({ storage: null }).getMinigames();
    const scratch = games.find((game) => game.id === 'scratch-cashback');
    const config = scratchConfigOf(scratch!);
    expect(config.slots_per_game).toBe(6);
    expect(config.slots).toHaveLength(21);
    expect(config.top_prize).toBe(5);
  });
});

describe('the wheel page plays through playGame', () => {
  it('asks the data source for each play, lands on its answer, updates free plays and cost, and closes play at the daily limit', async () => {
    const user = userEvent.setup();
    const sample = createSampleProvider({ storage: null });
    const answers: number[] = [];
    const provider = sampleProvider({
      playGame: (id, options) =>
        sample.playGame(id, options).then((result) => {
          answers.push(result.slot_index);
          return result;
        }),
    });
    const { container } = renderWithProvider(
      <WheelGamePageScreen gameId="wheel-high-roller" />,
      provider,
    );
    await expectTitle('High Roller Wheel');
    const facts = () => container.querySelector('.gc-game-facts') as HTMLElement;
    expect(facts()).toHaveTextContent('Entry 700K coins · 1 free play left today');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'won'),
    );
    expect(container.querySelector('.gc-wheel-disc')).toHaveAttribute(
      'data-result-index',
      String(answers[0]),
    );
    expect(facts()).toHaveTextContent('Entry 700K coins · No free plays left today');
    await user.click(screen.getByRole('button', { name: 'Spin again' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin again' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Spin again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^No plays left today\. Play again from /,
      ),
    );
    expect(screen.getByRole('button', { name: 'Spin again' })).toBeDisabled();
    expect(answers).toHaveLength(3);
  });

  it('a refused play shows No plays left today and disables Spin', async () => {
    const user = userEvent.setup();
    const { PlayRefusedError } = await import('@giftcash/core');
    const provider = sampleProvider({
      playGame: () => Promise.reject(new PlayRefusedError('no-plays-left', Date.UTC(2025, 5, 16))),
    });
    const { container } = await spinToFailure(user, provider);
    expect(container.querySelector('.gc-wheel-result')).toHaveTextContent('No plays left today');
    expect(screen.getByRole('status')).toHaveTextContent('No plays left today. Play again from');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });
});

describe('the scratch page deals from playGame', () => {
  it('fetches the outcome on Play Now, before any scratching, and shows the server areas; an unanswered play shows an error and no card, and Try again resumes it', async () => {
    const user = userEvent.setup();
    const sample = createSampleProvider({ storage: null });
    let fail = false;
    const dealt: number[][] = [];
    const keys: string[] = [];
    const provider = sampleProvider({
      playGame: (id, options) => {
        keys.push(options?.idempotencyKey ?? '');
        return fail
          ? Promise.reject(new Error('Network Error'))
          : sample.playGame(id, options).then((result) => {
              dealt.push(result.areas ?? []);
              return result;
            });
      },
    });
    const { container } = renderWithProvider(
      <ScratchGamePageScreen gameId="scratch-cashback" playRetry={{ attempts: 1 }} />,
      provider,
    );
    await user.click(await screen.findByRole('button', { name: /Card 1$/ }, { timeout: 5000 }));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(UNCONFIRMED_PLAY_MESSAGE),
    );
    expect(container.querySelector('.gc-scratch-canvas')).toBeNull();
    expect(container.querySelectorAll('.gc-scratch-area')).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(container.querySelectorAll('.gc-scratch-area')).toHaveLength(6));
    expect(dealt).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const shown = [...container.querySelectorAll('.gc-scratch-area')].map(
      (area) => area.textContent,
    );
    expect(shown).toEqual(
      (dealt[0] ?? []).map((value) => (value > 0 ? formatCashPrize(value) : 'Try again')),
    );
  });

  it('refuses a result whose areas do not show its prize: no card, no "You won", a plain-words error', async () => {
    const user = userEvent.setup();
    const sample = createSampleProvider({ storage: null });
    const games = await sample.getMinigames();
    const game = games.find((entry) => entry.id === 'scratch-cashback')!;
    const five = slotsInOrder(game).findIndex((slot) => slot.value === 5);
    const provider = sampleProvider({
      playGame: (id, options) =>
        sample.playGame(id, options).then((result) => ({
          ...result,
          slot_index: five,
          prize: slotsInOrder(game)[five]!,
          areas: [0, 0, 0, 0, 0, 0],
        })),
    });
    const { container } = renderWithProvider(
      <ScratchGamePageScreen gameId="scratch-cashback" />,
      provider,
    );
    await user.click(await screen.findByRole('button', { name: /Card 1$/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(UNSHOWABLE_PLAY_MESSAGE),
    );
    expect(container.querySelectorAll('.gc-scratch-area')).toHaveLength(0);
    expect(screen.queryByText(/You won/)).toBeNull();
    expect(screen.getByRole('status')).not.toHaveTextContent(/invalid|slot|areas|response/i);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('a play is charged once and shown once', () => {
  it('a play slower than the timeout: the page says it is still confirming, retries with the same key, and shows the server result', async () => {
    const user = userEvent.setup();
    const sample = createSampleProvider({ storage: null });
    const keys: string[] = [];
    const answers: PlayResult[] = [];
    const provider = sampleProvider({
      playGame: (id, options = {}) => {
        keys.push(options.idempotencyKey ?? '');
        // The server takes the play at once; its first answer arrives after the request's timeout.
        const answer = sample.playGame(id, options).then((result) => {
          answers.push(result);
          return result;
        });
        if (keys.length > 1) return answer;
        return new Promise<PlayResult>((_, reject) =>
          setTimeout(
            () =>
              reject(
                new GiftcashError('timeout', `timeout of ${options.timeout} ms exceeded`, 'play'),
              ),
            options.timeout,
          ),
        );
      },
    });
    const { container } = renderWithProvider(
      <WheelGamePageScreen
        gameId="wheel-cashback-plus"
        playRetry={{ timeout: 200, delays: [300] }}
      />,
      provider,
    );
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    expect(
      await screen.findByText(/^Still confirming your play with the game/),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'won'),
      { timeout: 5000 },
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // One play charged: the two answers are the same play.
    expect(answers[1]?.play_id).toBe(answers[0]?.play_id);
    expect(container.querySelector('.gc-wheel-disc')).toHaveAttribute(
      'data-result-index',
      String(answers[0]?.slot_index),
    );
    expect(screen.queryByText(/Still confirming/)).toBeNull();
    // The next play is a new one.
    await user.click(screen.getByRole('button', { name: 'Spin again' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a 4xx is "not taken": said in plain words, and the next press is a new play', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const provider = sampleProvider({
      playGame: (_, options) => {
        keys.push(options?.idempotencyKey ?? '');
        return Promise.reject(new HttpStatusError(404, 'play'));
      },
    });
    const { container } = await spinToFailure(user, provider);
    expect(container.querySelector('.gc-wheel-result')).toHaveTextContent(
      'Your play was not taken and no coins were spent',
    );
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('the wheel shows the prize the server decided, and refuses an answer whose prize is not its slot’s (slot 0 with £999,999)', async () => {
    const user = userEvent.setup();
    const sample = createSampleProvider({ storage: null });
    const provider = sampleProvider({
      playGame: (id, options) =>
        sample.playGame(id, options).then((result) => ({
          ...result,
          slot_index: 0,
          prize: { index: 0, type: 2 as const, value: 999_999 },
        })),
    });
    const { container } = await spinToFailure(user, provider);
    expect(container.querySelector('.gc-wheel-result')).toHaveTextContent(UNSHOWABLE_PLAY_MESSAGE);
    expect(screen.queryByText('Better luck next time!')).toBeNull();
    expect(screen.queryByText(/You won/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('a pending play belongs to the person, not the page', () => {
  /** A server that takes each play as it arrives (once per key) and answers only when `answering`. */
  function slowServer() {
    const sample = createSampleProvider({ storage: null });
    const keys: string[] = [];
    const charged = new Map<string, PlayResult>();
    const state = { answering: false };
    const provider = sampleProvider({
      playGame: async (id, options = {}) => {
        const key = options.idempotencyKey ?? '';
        keys.push(key);
        const result = await sample.playGame(id, options);
        charged.set(key, result);
        if (state.answering) return result;
        return new Promise<PlayResult>((_, reject) =>
          options.signal?.addEventListener('abort', () =>
            reject(new GiftcashError('aborted', 'Request aborted', 'play')),
          ),
        );
      },
    });
    return { provider, keys, charged, state };
  }
  const history = (container: HTMLElement) =>
    [...container.querySelectorAll('.gc-game-history li')].map((item) => item.textContent);
  const wheelPage = (playScope: string, server: ReturnType<typeof slowServer>) =>
    renderWithProvider(
      <WheelGamePageScreen gameId="wheel-cashback-plus" playScope={playScope} />,
      server.provider,
    );
  /** Spin, leave while the answer is pending, come back once the server answers and see the win. */
  async function spinLeaveAndComeBack(
    user: ReturnType<typeof userEvent.setup>,
    server: ReturnType<typeof slowServer>,
    playScope: string,
  ) {
    const first = wheelPage(playScope, server);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    await waitFor(() => expect(server.charged.size).toBe(1));
    first.unmount();
    server.state.answering = true;
    const again = wheelPage(playScope, server);
    await waitFor(
      () => expect(again.container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'won'),
      { timeout: 5000 },
    );
    return again;
  }

  it('reloading (or leaving and coming back) while a spin is pending asks about the same play by itself: one charge, its result shown once and listed in Your spins', async () => {
    const user = userEvent.setup();
    const server = slowServer();
    // The page goes while the answer is pending (a reload, Back to Games).
    const again = await spinLeaveAndComeBack(user, server, 'ann');
    expect(server.keys.length).toBeGreaterThan(1);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.charged.size).toBe(1);
    const [result] = [...server.charged.values()];
    expect(again.container.querySelector('.gc-wheel-disc')).toHaveAttribute(
      'data-result-index',
      String(result?.slot_index),
    );
    expect(history(again.container)).toHaveLength(1);
    // Shown: nothing is asked again on the next load, and the next press is a new play.
    again.unmount();
    const third = wheelPage('ann', server);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(third.container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'won'),
    );
    expect(new Set(server.keys).size).toBe(2);
    expect(server.charged.size).toBe(2);
  });

  it('a play saved past its deadline is named in plain words with Try again, which asks about the same key; another person never sees it', async () => {
    const user = userEvent.setup();
    const server = slowServer();
    server.state.answering = true;
    const at = Date.now() - 5 * 60_000;
    localStorage.setItem(
      'giftcash:play:ann:wheel-cashback-plus',
      JSON.stringify({
        game: 'wheel-cashback-plus',
        key: 'saved-key',
        at,
        deadline: at + 72_000,
        press: 'spin',
        answered: false,
      }),
    );
    // Bob on the same browser: no word about Ann's play, and his Spin is a play of his own.
    const bob = wheelPage('bob', server);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    await waitFor(() => expect(server.keys).toHaveLength(1));
    expect(server.keys[0]).not.toBe('saved-key');
    expect(screen.queryByText(/was not confirmed in time/)).toBeNull();
    bob.unmount();

    const ann = wheelPage('ann', server);
    const statement = await screen.findByText(
      /^Your last spin \(.+\) was not confirmed in time\./,
      undefined,
      {
        timeout: 5000,
      },
    );
    expect(statement).toHaveTextContent('Try again to check it: you will not be charged twice.');
    expect(statement).toHaveAttribute('role', 'status');
    // Nothing is sent by itself after the deadline.
    expect(server.keys).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(ann.container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'won'),
    );
    expect(server.keys).toEqual([server.keys[0], 'saved-key']);
    expect(screen.queryByText(/was not confirmed in time/)).toBeNull();
    expect(history(ann.container)).toHaveLength(1);
    expect(localStorage.getItem('giftcash:play:ann:wheel-cashback-plus')).toBeNull();
  });

  it('with storage blocked, leaving and coming back still resumes the pending play from memory', async () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const user = userEvent.setup();
      const server = slowServer();
      await spinLeaveAndComeBack(user, server, 'private');
      expect(new Set(server.keys).size).toBe(1);
      expect(server.charged.size).toBe(1);
    } finally {
      blocked.mockRestore();
    }
  });

  it('a scratch card pending when the page went is dealt when it loads again: the same deal, one charge', async () => {
    const user = userEvent.setup();
    const server = slowServer();
    const game = 'scratch-cashback';
    const first = renderWithProvider(
      <ScratchGamePageScreen gameId={game} playScope="ann" />,
      server.provider,
    );
    const cards = await screen.findAllByRole('button', { name: /Card 2$/ }, { timeout: 5000 });
    await user.click(cards[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await waitFor(() => expect(server.charged.size).toBe(1));
    first.unmount();
    server.state.answering = true;
    const again = renderWithProvider(
      <ScratchGamePageScreen gameId={game} playScope="ann" />,
      server.provider,
    );
    await waitFor(
      () =>
        expect(again.container.querySelector('.gc-scratch')).toHaveAttribute(
          'data-state',
          'scratching',
        ),
      { timeout: 5000 },
    );
    const [result] = [...server.charged.values()];
    expect(
      [...again.container.querySelectorAll('.gc-scratch-area')].map((area) => area.textContent),
    ).toEqual(
      (result?.areas ?? []).map((value) => (value > 0 ? formatCashPrize(value) : 'Try again')),
    );
    expect(new Set(server.keys).size).toBe(1);
    // Still saved until the result is revealed: a reload now would deal the same card again.
    expect(localStorage.getItem(`giftcash:play:ann:${game}`)).toContain('"answered":true');
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(localStorage.getItem(`giftcash:play:ann:${game}`)).toBeNull();
  });
});
