import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScratchDeal } from '@giftcash/core/games';
import { ScratchCard } from './ScratchCard';
import { PLAY_ANSWER_REFUSED } from '../shared/playErrorText';

describe('ScratchCard with a server deal (onDeal returns a promise)', () => {
  it('waits on Play Now with no canvas until the deal arrives, then shows exactly the dealt areas; unmounting aborts', async () => {
    const user = userEvent.setup();
    let answer!: (deal: ScratchDeal) => void;
    const signals: AbortSignal[] = [];
    const onDeal = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ScratchDeal>((resolve) => (answer = resolve));
    };
    const view = render(<ScratchCard onDeal={onDeal} />);
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 2' }));
    await user.dblClick(screen.getByRole('button', { name: 'Play Now' }));
    expect(signals).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Play Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play Now' })).toHaveAttribute('aria-busy', 'true');
    expect(view.container.querySelector('canvas')).toBeNull();
    await act(async () => answer({ prize: 2, areas: [2, 0.5, 2, 1, 2, 0.5] }));
    expect(
      [...view.container.querySelectorAll('.gc-scratch-area')].map((area) => area.textContent),
    ).toEqual(['£2.00', '£0.50', '£2.00', '£1.00', '£2.00', '£0.50']);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('You won £2.00!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    view.unmount();
    expect(signals[1]?.aborted).toBe(true);
  });
});

describe('ScratchCard refuses a deal its areas do not justify', () => {
  it.each([
    ['£5 on six losing areas', { prize: 5, areas: [0, 0, 0, 0, 0, 0] }],
    ['a prize of 1e21', { prize: 1e21, areas: [1e21, 1e21, 1e21, 0, 0, 0] }],
    ['a prize of "5"', { prize: '5', areas: [5, 5, 5, 0, 0, 0] }],
    ['a prize that is not on the card', { prize: 7, areas: [7, 7, 7, 0, 0, 0] }],
    ['a losing card that shows a prize three times', { prize: 0, areas: [1, 1, 1, 0, 0, 0] }],
    ['five areas on a six-area card', { prize: 5, areas: [5, 5, 5, 0, 0] }],
  ])(
    '%s: no card, no "You won", a plain-words error, and Play Now works again',
    async (_, deal) => {
      const user = userEvent.setup();
      const view = render(
        <ScratchCard onDeal={() => Promise.resolve(deal as unknown as ScratchDeal)} />,
      );
      await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
      await user.click(screen.getByRole('button', { name: 'Play Now' }));
      expect(await screen.findByText(PLAY_ANSWER_REFUSED)).toBeInTheDocument();
      expect(view.container.querySelectorAll('.gc-scratch-area')).toHaveLength(0);
      expect(screen.queryByText(/You won/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Play Now' })).toBeEnabled();
    },
  );

  it('shows a deal that adds up', async () => {
    const user = userEvent.setup();
    render(<ScratchCard onDeal={() => Promise.resolve({ prize: 5, areas: [5, 0, 5, 1, 5, 0] })} />);
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('You won £5.00!')).toBeInTheDocument();
  });
});

describe('ScratchCard words its result by the games model and can hand it to a reveal', () => {
  const deal = { prize: 0.5, areas: [0.5, 2, 0.5, 1, 0.5, 2] };

  it('£0.50 from a card that cost £1 reads "£0.50 back."; from a coin-priced card it is a win', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ScratchCard prize={0.5} onDeal={() => deal} playCost={{ type: 2, value: 1 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('£0.50 back.')).toBeInTheDocument();
    expect(screen.queryByText(/You won/)).toBeNull();
    rerender(<ScratchCard prize={0.5} onDeal={() => deal} playCost={20_000} />);
    expect(screen.getByText('You won £0.50!')).toBeInTheDocument();
  });

  it('renderResult takes over the result and buttons once the card completes; its again deals a new one', async () => {
    const user = userEvent.setup();
    const completed: number[] = [];
    render(
      <ScratchCard
        onDeal={() => deal}
        onComplete={(prize) => completed.push(prize)}
        renderResult={({ prize, outcome, again }) => (
          <button type="button" onClick={again}>
            {`${outcome} ${prize}`}
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    expect(document.querySelector('.gc-scratch-result')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'win 0.5' }));
    expect(completed).toEqual([0.5]);
    expect(screen.getByText('Pick one to Play')).toBeInTheDocument();
  });
});
