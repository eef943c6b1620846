import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { GAME_TYPE } from '@giftcash/core';
import { slotsInOrder } from '@giftcash/core/games';
import { createSampleProvider } from '@giftcash/sample';
import { ScratchGamePageScreen, WheelGamePageScreen } from '../index';
import { renderWithProvider, sampleProvider } from '../testing/renderWithProvider';

// The server decides each play here (the sample's own answer, its prize and cost replaced), so the
// wording can be checked against what the play really cost. jsdom lands the wheel at once.

/**
 * Renders `Screen` for `gameId` over a provider whose plays land on the slot worth `value` and cost
 * `spent` coins.
 */
async function renderAnswering(
  Screen: ComponentType<{ gameId: string }>,
  gameId: string,
  value: number,
  spent: number,
) {
  const sample = createSampleProvider({ storage: null });
  const game = (await sample.getMinigames()).find((entry) => entry.id === gameId)!;
  const slots = slotsInOrder(game);
  const index = slots.findIndex((slot) => slot.value === value);
  const provider = sampleProvider({
    playGame: (id, options) =>
      sample.playGame(id, options).then((result) => ({
        ...result,
        slot_index: index,
        prize: slots[index]!,
        coins_spent: spent,
        ...(game.type === GAME_TYPE.scratch ? { areas: [value, value, 0, value, 0, 0] } : {}),
      })),
  });
  return renderWithProvider(<Screen gameId={gameId} />, provider);
}

/** Lucky Spin (5K coins a play) whose plays land on `value` and cost `spent` coins. */
const luckySpin = (value: number, spent: number) =>
  renderAnswering(WheelGamePageScreen, 'wheel-lucky-spin', value, spent);

/** Waits for the game page titled `title` to load and checks the price and free plays it states. */
async function expectFacts(title: string, facts: string) {
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  expect(document.querySelector('.gc-game-facts')).toHaveTextContent(facts);
}

describe('a prize worth less than the play is never announced as a win', () => {
  it('Lucky Spin for 5K coins lands on 500 coins: the reveal, the announcement and Your spins say "500 coins back", with no celebration', async () => {
    const user = userEvent.setup();
    const { container } = await luckySpin(500, 5_000);
    await expectFacts('Lucky Spin', 'Entry 5K coins · No free plays left today');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const reveal = await screen.findByRole('region', { name: '500 coins back' });
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(reveal).toHaveTextContent('Less than the 5K coins this play cost.');
    expect(screen.queryByText(/You won/)).toBeNull();
    expect(container.querySelector('.gc-celebration')).toBeNull();
    const live = container.querySelector('[aria-live="polite"].gc-visually-hidden');
    await waitFor(() => expect(live).toHaveTextContent('500 coins back.'));
    const spins = screen.getByRole('region', { name: 'Your spins' });
    expect(within(spins).getByRole('listitem')).toHaveTextContent('500 coins back');
  });

  it('the same 500 coins from a free play is a win: You won!, celebrated', async () => {
    const user = userEvent.setup();
    const { container } = await luckySpin(500, 0);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    const reveal = await screen.findByRole('region', { name: /^You won!\s*500 coins$/ });
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(container.querySelector('.gc-celebration')).not.toBeNull();
    await waitFor(() =>
      expect(container.querySelector('[aria-live="polite"].gc-visually-hidden')).toHaveTextContent(
        'You won 500 coins!',
      ),
    );
  });

  it('a prize worth more than the entry is a win: 200K coins from a 5K-coin spin', async () => {
    const user = userEvent.setup();
    await luckySpin(200_000, 5_000);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    expect(await screen.findByRole('region', { name: /^You won!\s*200K coins$/ })).toBeVisible();
  });
});

describe('the scratch page ends in the shared prize reveal', () => {
  it('Reveal: the matching cells lit, the reveal focused and named by the prize, Your cards lists it, Play again deals a new card', async () => {
    const user = userEvent.setup();
    const { container } = await renderAnswering(
      ScratchGamePageScreen,
      'scratch-quick',
      0.05,
      20_000,
    );
    await expectFacts('Quick Scratch', 'Entry 20K coins · No free plays left this week');
    await user.click(screen.getByRole('button', { name: /Card 1$/ }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    // Cash against a coin price is a win: coins have no cash value.
    const reveal = await screen.findByRole('region', { name: /^You won!\s*£0\.05$/ });
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(container.querySelectorAll('.gc-scratch-area[data-match]')).toHaveLength(3);
    const cards = screen.getByRole('region', { name: 'Your cards' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('£0.05');
    await user.click(within(reveal).getByRole('button', { name: 'Play again' }));
    expect(await screen.findByText('Pick one to Play')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /You won/ })).toBeNull();
  });

  it('lists the top prizes by value where their odds are equal (£5.00 above £4.00)', async () => {
    renderWithProvider(<ScratchGamePageScreen gameId="scratch-quick" />);
    const prizes = await screen.findByRole('region', { name: 'Top prizes' }, { timeout: 5000 });
    const rows = within(prizes)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows.slice(0, 2)).toEqual(['£5.001 in 25,000', '£4.001 in 25,000']);
  });
});
