import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { shadowContainer } from '../testing/elements';
import { useDismiss, type DismissOptions, type DismissReason } from './useDismiss';

type Options = Omit<DismissOptions, 'open' | 'onDismiss'>;

function Layer({
  options,
  onDismiss,
}: {
  options?: Options;
  onDismiss: (reason: DismissReason) => void;
}) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, {
    ...options,
    open,
    onDismiss: (reason) => {
      onDismiss(reason);
      setOpen(false);
    },
  });
  return (
    <>
      <div ref={ref} data-state={open ? 'open' : 'closed'} data-testid="layer">
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

const layer = () => screen.getByTestId('layer');

describe('useDismiss', () => {
  it('closes on Escape anywhere by default, and on a press outside, not inside', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { unmount } = render(<Layer onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(layer()).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenCalledWith('outside-press');
    expect(layer()).toHaveAttribute('data-state', 'closed');
    unmount();

    render(<Layer onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
  });

  it("with escape 'inside', Escape closes only while focus is inside", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Layer onDismiss={onDismiss} options={{ escape: 'inside' }} />);
    screen.getByRole('button', { name: 'Outside' }).focus();
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Inside' }).focus();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('escape');
  });

  it('leaves an Escape that another handler took alone, and takes the one it handles', () => {
    const onDismiss = vi.fn();
    render(<Layer onDismiss={onDismiss} />);
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    act(() => {
      document.body.dispatchEvent(taken);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      document.body.dispatchEvent(handled);
    });
    expect(onDismiss).toHaveBeenCalledWith('escape');
    expect(handled.defaultPrevented).toBe(true);
  });

  it('closes when focus leaves, only when asked to; and listens to nothing once closed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { unmount } = render(
      <Layer onDismiss={onDismiss} options={{ outsidePress: false, escape: false }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
    unmount();

    render(<Layer onDismiss={onDismiss} options={{ outsideFocus: true }} />);
    act(() => screen.getByRole('button', { name: 'Inside' }).focus());
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('outside-focus');
    // Closed now: further presses and keys do nothing.
    fireEvent.pointerDown(document.body);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('inside a shadow root, a press or focus inside the layer is inside, and Escape sees focus there', async () => {
    const { shadow, container, remove } = shadowContainer();
    const onDismiss = vi.fn();
    render(<Layer onDismiss={onDismiss} options={{ escape: 'inside', outsideFocus: true }} />, {
      container,
    });
    const inside = shadow.querySelector('[data-testid="layer"] button') as HTMLButtonElement;
    // At the document, the event's target is the host; the composed path still holds the layer.
    fireEvent.pointerDown(inside);
    inside.focus();
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      inside.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Escape',
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    });
    expect(onDismiss).toHaveBeenCalledWith('escape');
    remove();
  });
});
