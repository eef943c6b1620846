import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Wheel } from './Wheel';
import { WheelScreen } from './WheelScreen';
import { StartSavingLink } from '../shared/StartSavingLink';
import { defaultWheelSlots } from '@giftcash/core/games';
import { shadowContainer } from '@giftcash/core/testing';
import { slotAtRotation } from './wheelGeometry';
import { failing, renderWithProvider, sampleProvider } from '../testing/renderWithProvider';
import { mockReducedMotion } from '@giftcash/core/testing';
import { installFakeAnimations } from '../testing/fakeAnimations';
import { expectStartSavingOpensApp } from '../testing/startSaving';

const animations = installFakeAnimations();

/** The host's call to action, as the screens pass it. */
const cta = () => <StartSavingLink game="wheel" href="https://example.com/app" />;

const rotationOf = (keyframe: Keyframe | undefined) =>
  Number(/rotate\((-?[\d.]+)deg\)/.exec(String(keyframe?.transform))?.[1]);

describe('Wheel', () => {
  it('spins: Spin → disabled Spinning... → You won! with the prize → Start Saving Today link', async () => {
    const user = userEvent.setup();
    const onSpinEnd = vi.fn();
    render(<Wheel random={() => 0.1} onSpinEnd={onSpinEnd} cta={cta} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
    expect(animations).toHaveLength(1);
    expect(animations[0]?.options.duration).toBe(5000);
    expect(Object.keys(animations[0]?.keyframes[0] ?? {})).toEqual(['transform']);
    expect(onSpinEnd).not.toHaveBeenCalled();

    await act(async () => animations[0]?.finish());
    // random 0.1 → the £0.05 slot (cdf 0.002 … 0.252).
    expect(screen.getByText('You won!')).toBeInTheDocument();
    // The slice and the result line say it alike.
    expect(screen.getByText('You won!').closest('p')).toHaveTextContent('You won! £0.05');
    expect(screen.getByRole('link', { name: 'Start Saving Today' })).toHaveAttribute(
      'href',
      'https://example.com/app',
    );
    expect(onSpinEnd).toHaveBeenCalledTimes(1);
    expect(onSpinEnd.mock.calls[0]?.[1]).toBe(1);
  });

  it('the bare wheel carries no call to action of its own: after a play it offers Spin again only', async () => {
    const user = userEvent.setup();
    render(<Wheel random={() => 0.1} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => animations[0]?.finish());
    expect(screen.getByText('You won!')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Spin again' })).toBeEnabled();
  });

  it('Start Saving Today posts open-app to the app in a webview, and stays a link on the web', async () => {
    const user = userEvent.setup();
    render(<Wheel random={() => 0.1} cta={cta} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => animations[0]?.finish());
    expectStartSavingOpensApp(screen.getByRole('link', { name: 'Start Saving Today' }), 'wheel');
  });

  it('lands exactly on a controlled result for every slot, with 5 full turns', async () => {
    const user = userEvent.setup();
    const slots = defaultWheelSlots();
    for (let index = 0; index < slots.length; index += 1) {
      animations.length = 0;
      const onSpinEnd = vi.fn();
      const { container, unmount } = render(<Wheel result={index} onSpinEnd={onSpinEnd} />);
      await user.click(screen.getByRole('button', { name: 'Spin' }));
      const [from, to] = (animations[0]?.keyframes ?? []).map(rotationOf) as [number, number];
      expect(to - from).toBeGreaterThanOrEqual(5 * 360);
      expect(slotAtRotation(to, slots.length)).toBe(index);
      await act(async () => animations[0]?.finish());
      const disc = container.querySelector('.gc-wheel-disc') as HTMLElement;
      expect(disc.getAttribute('data-result-index')).toBe(String(index));
      expect(slotAtRotation(Number(disc.getAttribute('data-rotation')), slots.length)).toBe(index);
      expect(disc.style.transform).toBe(`rotate(${to}deg)`);
      expect(onSpinEnd).toHaveBeenCalledWith(slots[index], index);
      unmount();
    }
  });

  it('fires the end callback once, only when the animation finishes, and spins again', async () => {
    const user = userEvent.setup();
    const onSpinEnd = vi.fn();
    const onSpinStart = vi.fn();
    render(<Wheel result={4} onSpinStart={onSpinStart} onSpinEnd={onSpinEnd} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onSpinStart).toHaveBeenCalledWith(4);
    await act(async () => {
      animations[0]?.finish();
      animations[0]?.finish();
    });
    expect(onSpinEnd).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Spin again' }));
    expect(screen.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
    const [from] = (animations[1]?.keyframes ?? []).map(rotationOf);
    const [, previousEnd] = (animations[0]?.keyframes ?? []).map(rotationOf) as [number, number];
    expect(from).toBeCloseTo(previousEnd % 360);
    await act(async () => animations[1]?.finish());
    expect(onSpinEnd).toHaveBeenCalledTimes(2);
    expect(screen.getByText('You won!')).toBeInTheDocument();
  });

  it('gives a short spin when reduced motion is preferred', async () => {
    const user = userEvent.setup();
    const matchMedia = mockReducedMotion(true);
    render(<Wheel result={2} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(animations[0]?.options.duration).toBe(600);
    matchMedia.mockRestore();
  });

  it('is keyboard operable and moves focus to Spin again after the result', async () => {
    const user = userEvent.setup();
    render(<Wheel result={3} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(async () => animations[0]?.finish());
    expect(screen.getByRole('button', { name: 'Spin again' })).toHaveFocus();
    expect(screen.getByText('You won!').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('inside a shadow root (the embed) too, focus moves from Spin to Spin again', async () => {
    const { host, shadow, container: mount, remove } = shadowContainer();
    render(<Wheel result={3} />, { container: mount });
    const spin = within(mount).getByRole('button', { name: 'Spin' });
    spin.focus();
    // The document sees the host focused; only the shadow root knows the button is.
    expect(document.activeElement).toBe(host);
    expect(shadow.activeElement).toBe(spin);
    fireEvent.click(spin);
    await act(async () => animations[0]?.finish());
    expect(shadow.activeElement).toBe(within(mount).getByRole('button', { name: 'Spin again' }));
    remove();
  });

  it('says better luck on the no-prize slot', async () => {
    const user = userEvent.setup();
    render(<Wheel result={0} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => animations[0]?.finish());
    expect(screen.getByText('Better luck next time!')).toBeInTheDocument();
  });

  it('a 2.5K-coin prize from a 5K-coin spin says "2.5K coins back", never "You won!"; from a free spin it is a win', async () => {
    const user = userEvent.setup();
    // Slot 2 of the default wheel pays 2,500 coins.
    const { rerender } = render(<Wheel result={2} playCost={5_000} />);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => animations[0]?.finish());
    const line = document.querySelector('.gc-wheel-result') as HTMLElement;
    expect(line).toHaveTextContent(/^2\.5K coins back$/);
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(/You won/)).toBeNull();
    rerender(<Wheel result={2} playCost={2_500} />);
    expect(line).toHaveTextContent(/^You won! 2\.5K coins$/);
  });

  it('draws 21 slices in an SVG with a viewBox and forwards ref and props', () => {
    const ref = { current: null as HTMLDivElement | null };
    const { container } = render(<Wheel ref={ref} data-testid="wheel" className="mine" />);
    expect(ref.current).toBe(screen.getByTestId('wheel'));
    expect(ref.current).toHaveClass('gc-wheel', 'mine');
    expect(container.querySelector('.gc-wheel-disc > svg')).toHaveAttribute(
      'viewBox',
      '-100 -100 200 200',
    );
    expect(container.querySelectorAll('.gc-wheel-slice')).toHaveLength(21);
    expect(screen.getByRole('img', { name: 'Wheel of Fortune, 21 prizes' })).toBeInTheDocument();
  });

  it('draws a one-slot wheel as a whole disc, and every slice of any wheel as a wedge that is not empty', () => {
    const one = render(<Wheel slots={[{ index: 0, type: 2, value: 5 }]} />);
    const d = one.container.querySelector('.gc-wheel-slice path')?.getAttribute('d') ?? '';
    // Two half-circle arcs (a single arc from a point to itself draws nothing).
    expect(d.match(/A/g)).toHaveLength(2);
    one.unmount();
    for (const count of [2, 3, 7, 21, 40]) {
      const slots = Array.from({ length: count }, (_, index) => ({
        index,
        type: 1 as const,
        value: index,
      }));
      const view = render(<Wheel slots={slots} />);
      for (const path of view.container.querySelectorAll('.gc-wheel-slice path')) {
        const [, from, to] =
          /^M0 0L([-\d. ]+)A[^A]* ([-\d.]+ [-\d.]+)Z$/.exec(path.getAttribute('d') ?? '') ?? [];
        expect(from).toBeDefined();
        expect(from).not.toBe(to);
      }
      view.unmount();
    }
  });
});

describe('WheelScreen', () => {
  it('plays the /cashback-plus configuration and reports the result', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithProvider(<WheelScreen result={17} onResult={onResult} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled(), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => animations[0]?.finish());
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ game: 'wheel', prize: '£750.00' }),
    );
  });

  it('logs "Failed to load wheel configuration" and falls back to the default wheel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithProvider(
      <WheelScreen />,
      sampleProvider({ getWheelConfig: failing() }),
    );
    await waitFor(
      () =>
        expect(error).toHaveBeenCalledWith('Failed to load wheel configuration', expect.anything()),
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
    expect(container.querySelectorAll('.gc-wheel-slice')).toHaveLength(21);
  });

  it('hands a failed configuration to onConfigError instead of logging it (the embed reports it as an event)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onConfigError = vi.fn();
    const { container } = renderWithProvider(
      <WheelScreen onConfigError={onConfigError} />,
      sampleProvider({ getWheelConfig: failing() }),
    );
    await waitFor(() => expect(onConfigError).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelectorAll('.gc-wheel-slice')).toHaveLength(21);
  });
});
