import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultWheelSlots, STOP_EASING } from '@giftcash/core/games';
import { Wheel } from './Wheel';
import { slotAtRotation } from './wheelGeometry';
import { mockReducedMotion } from '@giftcash/core/testing';
import { installFakeAnimations } from '../testing/fakeAnimations';

const animations = installFakeAnimations();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const rotationOf = (keyframe: Keyframe | undefined) =>
  Number(/rotate\((-?[\d.e+-]+)deg\)/.exec(String(keyframe?.transform))?.[1]);
const slots = defaultWheelSlots();
/** An answer after `ms`, or never (`null`). */
const answerAfter = (index: number, ms: number | null) => () =>
  new Promise<number>((resolve) => {
    if (ms !== null) setTimeout(() => resolve(index), ms);
  });

describe('Wheel with a pending answer (onSpin returns a promise)', () => {
  it('turns at once, then lands inside the answered slot for every index, with answers after 0 ms, 300 ms and 3 s; after none, rests and announces the timeout', async () => {
    for (const arrival of [0, 300, 3_000, null] as const) {
      for (let index = 0; index < slots.length; index += 1) {
        animations.length = 0;
        const onSpinEnd = vi.fn();
        const onSpin = vi.fn(answerAfter(index, arrival));
        const view = render(
          <Wheel
            slots={slots}
            random={() => 0.5}
            onSpin={onSpin}
            onSpinEnd={onSpinEnd}
            answerTimeout={10_000}
          />,
        );
        fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
        // The steady spin starts in the click's own task, before any answer.
        expect(animations).toHaveLength(1);
        expect(animations[0]?.options).toMatchObject({ easing: 'linear', duration: 70_000 });
        expect(
          rotationOf(animations[0]?.keyframes[1]) - rotationOf(animations[0]?.keyframes[0]),
        ).toBeCloseTo(0.72 * 70_000, 6);
        expect(screen.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
        await act(async () => {
          await vi.advanceTimersByTimeAsync(arrival ?? 10_000);
        });
        const stop = animations[1];
        expect(stop?.options.easing).toBe(STOP_EASING);
        const from = rotationOf(stop?.keyframes[0]);
        const to = rotationOf(stop?.keyframes[1]);
        // It picks up where the steady spin is (720°/s × elapsed), at the same speed: 2 × distance / duration.
        expect(from).toBeCloseTo(0.72 * (arrival ?? 10_000), 6);
        expect((2 * (to - from)) / Number(stop?.options.duration)).toBeCloseTo(0.72, 6);
        await act(async () => stop?.finish());
        const disc = view.container.querySelector('.gc-wheel-disc') as HTMLElement;
        if (arrival === null) {
          expect(screen.getByText('timeout of 10000 ms exceeded')).toBeInTheDocument();
          expect(screen.queryByText('You won!')).toBeNull();
          expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
          expect(view.container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'failed');
          expect(onSpinEnd).not.toHaveBeenCalled();
          expect(to - from).toBeCloseTo(0.72 * 300, 6); // slows to rest over 600 ms
        } else {
          expect(slotAtRotation(to, slots.length)).toBe(index);
          expect(disc).toHaveAttribute('data-result-index', String(index));
          expect(onSpinEnd).toHaveBeenCalledTimes(1);
          expect(onSpinEnd.mock.calls[0]?.[1]).toBe(index);
        }
        expect(onSpin).toHaveBeenCalledTimes(1);
        view.unmount();
      }
    }
  }, 120_000);

  it('starts one play on a double click or repeated Space', async () => {
    vi.useRealTimers(); // user-event's own pauses need the real clock
    const user = userEvent.setup();
    const onSpin = vi.fn(answerAfter(3, 300));
    render(<Wheel slots={slots} onSpin={onSpin} />);
    const spin = screen.getByRole('button', { name: 'Spin' });
    await user.dblClick(spin);
    spin.focus();
    await user.keyboard('[Space][Space][Space]');
    expect(onSpin).toHaveBeenCalledTimes(1);
  });

  it('a rejected answer rests the wheel without a prize, announces the error, and Spin plays again', async () => {
    const onSpin = vi
      .fn()
      .mockRejectedValueOnce(new Error('Request failed with status code 500'))
      .mockResolvedValueOnce(4);
    const { container } = render(<Wheel slots={slots} onSpin={onSpin} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => animations[1]?.finish());
    expect(container.querySelector('.gc-wheel-result')).toHaveTextContent(
      'Request failed with status code 500',
    );
    expect(container.querySelector('.gc-wheel-result')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('You won!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => animations[3]?.finish());
    expect(container.querySelector('.gc-wheel-disc')).toHaveAttribute('data-result-index', '4');
    expect(container.querySelector('.gc-wheel-result')).not.toHaveTextContent('500');
  });

  it('an answer that is not a slot of the wheel is an error, never a prize', async () => {
    const { container } = render(<Wheel slots={slots} onSpin={() => Promise.resolve(99)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => animations[1]?.finish());
    expect(container.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'failed');
    expect(screen.queryByText('You won!')).toBeNull();
  });

  it('unmounting mid-spin aborts the request and stops the animation', () => {
    let signal: AbortSignal | undefined;
    const view = render(
      <Wheel slots={slots} onSpin={(s) => ((signal = s), new Promise<number>(() => {}))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
    expect(animations[0]?.cancel).toHaveBeenCalled();
  });

  it('with reduced motion, waits still and settles shortly once the answer arrives', async () => {
    const matchMedia = mockReducedMotion(true);
    render(<Wheel slots={slots} onSpin={answerAfter(7, 300)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(animations).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(animations).toHaveLength(1);
    expect(animations[0]?.options.duration).toBe(300);
    expect(slotAtRotation(rotationOf(animations[0]?.keyframes[1]), slots.length)).toBe(7);
    matchMedia.mockRestore();
  });

  it('resume starts the play by itself once (a play pressed before a reload), and again only after it turns false and true', async () => {
    const onSpin = vi.fn(answerAfter(3, 100));
    const onSpinEnd = vi.fn();
    const view = render(<Wheel slots={slots} onSpin={onSpin} onSpinEnd={onSpinEnd} resume />);
    expect(onSpin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await act(async () => animations[1]?.finish());
    expect(onSpinEnd).toHaveBeenCalledTimes(1);
    expect(onSpinEnd.mock.calls[0]?.[1]).toBe(3);
    // Still true: no second play.
    view.rerender(<Wheel slots={slots} onSpin={onSpin} onSpinEnd={onSpinEnd} resume />);
    expect(onSpin).toHaveBeenCalledTimes(1);
    // Disabled waits; a retry label names the button at rest.
    view.rerender(
      <Wheel slots={slots} onSpin={onSpin} resume={false} retryLabel="Try again" disabled />,
    );
    view.unmount();
    const waiting = render(
      <Wheel slots={slots} onSpin={onSpin} resume disabled retryLabel="Try again" />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(onSpin).toHaveBeenCalledTimes(1);
    waiting.rerender(<Wheel slots={slots} onSpin={onSpin} resume retryLabel="Try again" />);
    expect(onSpin).toHaveBeenCalledTimes(2);
  });
});
