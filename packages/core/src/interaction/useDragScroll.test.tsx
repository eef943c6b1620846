import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pointerDrag } from '../testing/elements';
import { DRAG_THRESHOLD_PX, useDragScroll, type DragScrollOptions } from './useDragScroll';

function Strip({
  options,
  onChoose,
}: {
  options?: DragScrollOptions;
  onChoose: (item: string) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const drag = useDragScroll({
    ...options,
    onStateChange: (state, event) => {
      setDragging(state === 'dragging');
      options?.onStateChange?.(state, event);
    },
  });
  return (
    <div data-testid="strip" data-dragging={dragging ? '' : undefined} {...drag}>
      <button type="button" onClick={() => onChoose('a')}>
        Item A
      </button>
    </div>
  );
}

const strip = () => screen.getByTestId('strip');
const item = () => screen.getByRole('button', { name: 'Item A' });
const press = (
  pointerType: string,
  from: number,
  to: number,
  pointerId = 1,
  end: 'up' | 'cancel' = 'up',
) => {
  pointerDrag(item(), { pointerId, pointerType, from, to, release: end === 'up' });
  if (end === 'cancel') fireEvent.pointerCancel(item(), { pointerId, pointerType, clientX: to });
};

describe('useDragScroll', () => {
  it(`a press moving more than ${DRAG_THRESHOLD_PX} px is a drag whose click is swallowed; up to ${DRAG_THRESHOLD_PX} px it is a click`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.constantFrom('mouse', 'touch', 'pen'),
        (dx, pointerType) => {
          const onChoose = vi.fn();
          const { unmount } = render(<Strip onChoose={onChoose} />);
          press(pointerType, 200, 200 + dx);
          fireEvent.click(item());
          expect(onChoose).toHaveBeenCalledTimes(Math.abs(dx) > DRAG_THRESHOLD_PX ? 0 : 1);
          // Only the click that ends the drag is swallowed: the next one chooses.
          fireEvent.click(item());
          expect(onChoose).toHaveBeenCalledTimes(Math.abs(dx) > DRAG_THRESHOLD_PX ? 1 : 2);
          unmount();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('scrolls the element with a mouse drag, following the pointer; touch pans natively (no script scroll)', () => {
    render(<Strip onChoose={() => {}} />);
    strip().scrollLeft = 100;
    press('mouse', 200, 150);
    expect(strip().scrollLeft).toBe(150);
    strip().scrollLeft = 100;
    press('touch', 200, 150, 2);
    expect(strip().scrollLeft).toBe(100);
  });

  it('with a scroller of its own (content moved by script), every pointer moves it, captured', () => {
    const moves: number[] = [];
    const scroller = {
      get scrollLeft() {
        return 40;
      },
      set scrollLeft(to: number) {
        moves.push(to);
      },
    };
    const capture = vi.spyOn(Element.prototype, 'setPointerCapture');
    render(<Strip onChoose={() => {}} options={{ scroller }} />);
    fireEvent.pointerDown(item(), { pointerId: 7, pointerType: 'touch', button: 0, clientX: 100 });
    fireEvent.pointerMove(item(), { pointerId: 7, pointerType: 'touch', clientX: 70 });
    fireEvent.pointerMove(item(), { pointerId: 7, pointerType: 'touch', clientX: 60 });
    expect(moves).toEqual([70, 80]);
    expect(capture).toHaveBeenCalledWith(7);
    expect(strip().scrollLeft).toBe(0);
  });

  it('reports each press: pressed, dragging once past the threshold, then released', () => {
    const states: string[] = [];
    render(
      <Strip onChoose={() => {}} options={{ onStateChange: (state) => states.push(state) }} />,
    );
    press('mouse', 200, 203);
    press('touch', 200, 150, 2, 'cancel');
    expect(states).toEqual(['pressed', 'released', 'pressed', 'dragging', 'released']);
  });

  it('follows one pointer: moves and ends of another pointer are ignored', () => {
    const onChoose = vi.fn();
    render(<Strip onChoose={onChoose} />);
    fireEvent.pointerDown(item(), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 });
    fireEvent.pointerMove(item(), { pointerId: 2, pointerType: 'mouse', clientX: 100 });
    fireEvent.pointerUp(item(), { pointerId: 2, pointerType: 'mouse', clientX: 100 });
    expect(strip()).not.toHaveAttribute('data-dragging');
    fireEvent.pointerUp(item(), { pointerId: 1, pointerType: 'mouse', clientX: 200 });
    fireEvent.click(item());
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('reports the drag while it lasts, and ignores presses of other buttons', () => {
    const onChoose = vi.fn();
    render(<Strip onChoose={onChoose} />);
    fireEvent.pointerDown(item(), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 });
    fireEvent.pointerMove(item(), { pointerId: 1, pointerType: 'mouse', clientX: 180 });
    expect(strip()).toHaveAttribute('data-dragging', '');
    fireEvent.pointerUp(item(), { pointerId: 1, pointerType: 'mouse', clientX: 180 });
    expect(strip()).not.toHaveAttribute('data-dragging');
    fireEvent.pointerDown(item(), { pointerId: 3, pointerType: 'mouse', button: 2, clientX: 200 });
    fireEvent.pointerMove(item(), { pointerId: 3, pointerType: 'mouse', clientX: 100 });
    expect(strip()).not.toHaveAttribute('data-dragging');
  });

  it('a cancelled press (the browser took over a touch pan) swallows no later click, e.g. a keyboard one', () => {
    const onChoose = vi.fn();
    render(<Strip onChoose={onChoose} />);
    press('touch', 200, 100, 1, 'cancel');
    expect(strip()).not.toHaveAttribute('data-dragging');
    fireEvent.click(item());
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('stops native dragging of images and links inside', () => {
    render(<Strip onChoose={() => {}} />);
    expect(fireEvent.dragStart(item())).toBe(false);
  });
});
