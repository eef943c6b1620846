import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScratchDeal } from '@giftcash/core/games';
import { ScratchCard } from './ScratchCard';

describe('#18 ScratchCard with a server deal (onDeal returns a promise)', () => {
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
    expect([...view.container.querySelectorAll('.gc-scratch-area')].map((area) => area.textContent)).toEqual(['£2.00', '£0.50', '£2.00', '£1.00', '£2.00', '£0.50']);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('You won £2.00!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    view.unmount();
    expect(signals[1]?.aborted).toBe(true);
  });
});
