import { render } from '@testing-library/react';
import { createRef, forwardRef, useRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useComposedRefs } from './useComposedRefs';

const Box = forwardRef<HTMLDivElement, { inner?: Ref<HTMLDivElement> }>(function Box(
  { inner },
  ref,
) {
  const own = useRef<HTMLDivElement>(null);
  const composed = useComposedRefs(ref, own, inner);
  return <div ref={composed} data-own={own.current ? 'set' : 'unset'} />;
});

describe('useComposedRefs', () => {
  it('fills a forwarded object ref, a callback ref and the internal ref with the same node, and clears them on unmount', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { container, unmount } = render(<Box ref={objectRef} inner={callback} />);
    const node = container.firstElementChild;
    expect(objectRef.current).toBe(node);
    expect(callback).toHaveBeenLastCalledWith(node);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('keeps the same callback while the refs stay the same (no detach and attach on every render)', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { rerender } = render(<Box ref={objectRef} inner={callback} />);
    rerender(<Box ref={objectRef} inner={callback} />);
    rerender(<Box ref={objectRef} inner={callback} />);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('works without a forwarded ref', () => {
    expect(() => render(<Box />)).not.toThrow();
  });
});
