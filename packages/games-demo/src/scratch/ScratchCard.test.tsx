import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScratchCard } from './ScratchCard';
import { ScratchCardScreen } from './ScratchCardScreen';
import { failing, renderWithProvider, sampleProvider } from '../testing/renderWithProvider';
import { expectStartSavingOpensApp } from '../testing/startSaving';

let strokes = 0;

beforeEach(() => {
  strokes = 0;
  // jsdom has no 2D canvas: a stand-in context that counts what the brush draws.
  const gradient = { addColorStop: () => {} };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        scale: () => {},
        createLinearGradient: () => gradient,
        fillRect: () => {},
        fillText: () => {},
        clearRect: () => {},
        beginPath: () => {},
        moveTo: () => {},
        arc: () => {},
        fill: () => {},
        lineTo: () => {},
        stroke: () => {
          strokes += 1;
        },
      }) as unknown as CanvasRenderingContext2D,
  );
});

async function startPlay(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByText('Pick one to Play')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Now' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 2' }));
  expect(screen.getByRole('button', { name: 'Lucky Scratch Card 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(screen.getByRole('button', { name: 'Play Now' }));
}

/** The canvas laid out at 340 × 140 CSS px, `offsetY` below the top of the viewport (as after scrolling). */
function layOut(canvas: HTMLElement, offsetY = 0) {
  canvas.getBoundingClientRect = () =>
    ({
      left: 10,
      top: offsetY,
      width: 340,
      height: 140,
      right: 350,
      bottom: offsetY + 140,
      x: 10,
      y: offsetY,
      toJSON() {},
    }) as DOMRect;
}

/** Scratches full-width rows from the top until `until` says stop; returns the cleared % seen. */
function scratchRows(
  canvas: HTMLElement,
  pointerType: string,
  offsetY: number,
  until: () => boolean,
) {
  const seen: number[] = [];
  for (let y = 5; y <= 140 && !until(); y += 5) {
    fireEvent.pointerDown(canvas, {
      pointerId: 1,
      pointerType,
      clientX: 10,
      clientY: offsetY + y,
      button: 0,
    });
    for (let x = 10; x <= 350 && !until(); x += 10) {
      fireEvent.pointerMove(canvas, {
        pointerId: 1,
        pointerType,
        clientX: x,
        clientY: offsetY + y,
      });
      seen.push(Number(canvas.getAttribute('data-cleared')));
    }
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType });
  }
  return seen;
}

describe('ScratchCard', () => {
  it('plays with a mouse: link above 40%, result above 50%, completion above 60% — each once', async () => {
    const user = userEvent.setup();
    const onReveal = vi.fn();
    const onComplete = vi.fn();
    const { container } = render(
      <ScratchCard
        prize={2.5}
        onReveal={onReveal}
        onComplete={onComplete}
        appLink="https://example.com/app"
      />,
    );
    await startPlay(user);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas).toHaveClass('gc-scratch-canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    layOut(canvas, 300);

    let linkAt = -1;
    let resultAt = -1;
    const seen = scratchRows(canvas, 'mouse', 300, () => {
      const cleared = Number(canvas.getAttribute('data-cleared'));
      if (linkAt < 0 && screen.queryByRole('link', { name: 'Start Saving Today' }))
        linkAt = cleared;
      if (resultAt < 0 && screen.queryByText('You won £2.50!')) resultAt = cleared;
      return onComplete.mock.calls.length > 0;
    });
    expect(strokes).toBeGreaterThan(0);
    expect(linkAt).toBeGreaterThanOrEqual(40);
    expect(linkAt).toBeLessThan(45);
    expect(resultAt).toBeGreaterThanOrEqual(50);
    expect(resultAt).toBeLessThan(55);
    const final = seen.at(-1) as number;
    expect(final).toBeGreaterThanOrEqual(60);
    expect(final).toBeLessThan(65);
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(onReveal).toHaveBeenCalledWith(2.5);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(2.5);
    expect(container.querySelector('.gc-scratch')).toHaveAttribute('data-state', 'complete');
    expect(screen.getByRole('link', { name: 'Start Saving Today' })).toHaveAttribute(
      'href',
      'https://example.com/app',
    );
  });

  it('completes above 50% with touch', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = render(<ScratchCard prize={1} onComplete={onComplete} />);
    await startPlay(user);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    layOut(canvas);
    const seen = scratchRows(canvas, 'touch', 0, () => onComplete.mock.calls.length > 0);
    const final = seen.at(-1) as number;
    expect(final).toBeGreaterThanOrEqual(50);
    expect(final).toBeLessThan(55);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('Start Saving Today posts open-app to the app in a webview, and stays a link on the web', async () => {
    const user = userEvent.setup();
    render(<ScratchCard prize={2.5} appLink="https://example.com/app" />);
    await startPlay(user);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    const link = await screen.findByRole('link', { name: 'Start Saving Today' });
    expectStartSavingOpensApp(link, 'scratch-card');
  });

  it('keeps keyboard focus on the next step (Play Now → Reveal → Play again → Card 1), never <body>', async () => {
    const user = userEvent.setup();
    render(<ScratchCard prize={0} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play Now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reveal' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Lucky Scratch Card 1' })).toHaveFocus(),
    );
  });

  it('after Play Now pressed without focusing it (a Safari click), focus moves to Reveal, not <body>', async () => {
    const user = userEvent.setup();
    render(<ScratchCard prize={0} />);
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Play Now' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reveal' })).toHaveFocus());
  });

  it('does not take focus when the play was not driven from inside the card', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Elsewhere" />
        <ScratchCard prize={0} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    screen.getByLabelText('Elsewhere').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Play Now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal' }));
    await screen.findByRole('button', { name: 'Play again' });
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });

  it('offers Reveal as a keyboard alternative and announces the result', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onReveal = vi.fn();
    render(<ScratchCard prize={0} onComplete={onComplete} onReveal={onReveal} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab({ shift: false });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play Now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    const message = screen.getByText('No win this time. Try again!');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Pick one to Play')).toBeInTheDocument();
  });

  it('shows 6 scratch areas by default, hidden from assistive technology and unhighlighted until revealed', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScratchCard prize={1} />);
    await startPlay(user);
    const list = container.querySelector('.gc-scratch-areas') as HTMLElement;
    expect(list.children).toHaveLength(6);
    expect(list).toHaveAttribute('aria-hidden', 'true');
    // The winning trio is not highlighted before the result shows (it would give the game away).
    expect(list.querySelectorAll('[data-match]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(list).not.toHaveAttribute('aria-hidden');
    expect(list.querySelectorAll('[data-match]')).toHaveLength(3);
  });
});

describe('ScratchCardScreen', () => {
  it('logs "Failed to load scratch card configuration" and plays the defaults', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onResult = vi.fn();
    renderWithProvider(
      <ScratchCardScreen prize={5} onResult={onResult} />,
      sampleProvider({ getScratchConfig: failing() }),
    );
    await waitFor(
      () =>
        expect(error).toHaveBeenCalledWith(
          'Failed to load scratch card configuration',
          expect.anything(),
        ),
      { timeout: 5000 },
    );
    await startPlay(user);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(onResult).toHaveBeenCalledWith({ game: 'scratch', prize: '£5.00' });
  });
});

describe('ScratchCard cards', () => {
  it('each card is a printed scratch card named by its visible text: the game and its number', async () => {
    const user = userEvent.setup();
    render(<ScratchCard name="Cashback Scratch" />);
    const group = screen.getByRole('group', { name: 'Pick one to Play' });
    const cards = screen.getAllByRole('button', { name: /^Cashback Scratch Card \d$/ });
    expect(cards.map((card) => card.textContent)).toEqual(
      [1, 2, 3].map((n) => `Cashback Scratch Scratch hereCard ${n}`),
    );
    expect(group).toContainElement(cards[0] as HTMLElement);
    // No aria-label: the name is computed from the band and the number, both visible.
    for (const card of cards) expect(card).not.toHaveAttribute('aria-label');
    expect(cards[0]?.querySelector('.gc-scratch-card-foil')).toHaveAttribute('aria-hidden', 'true');
    expect(new Set(cards.map((card) => card.getAttribute('data-motif'))).size).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Cashback Scratch Card 2' }));
    expect(screen.getByRole('button', { name: 'Cashback Scratch Card 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('without a name the cards read "Lucky Scratch"', () => {
    render(<ScratchCard />);
    expect(screen.getByRole('button', { name: 'Lucky Scratch Card 1' })).toBeInTheDocument();
  });
});
