'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /** Component name for the controlled/uncontrolled warning. */
  name?: string;
}

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`). Warns in development when a component switches between the two.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  name = 'component',
}: ControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const isControlled = value !== undefined;
  // Written out (not isDevelopment()) so an app bundler that replaces process.env.NODE_ENV drops
  // the check, its hook and its message from production builds (the condition never changes, so
  // the hook order is stable).
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const wasControlled = useRef(isControlled);
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useEffect(() => {
      if (wasControlled.current !== isControlled) {
        console.warn(
          `${name} is changing from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${
            isControlled ? 'controlled' : 'uncontrolled'
          }. Decide between using a controlled or uncontrolled value for the lifetime of the component.`,
        );
      }
      wasControlled.current = isControlled;
    }, [isControlled, name]);
  }

  const current = isControlled ? (value as T) : internal;
  // The value and handler of the latest render, for a setter that keeps its identity.
  const latest = useRef({ current, onChange });
  useEffect(() => {
    latest.current.onChange = onChange;
  });
  latest.current.current = current;

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const own = latest.current;
      const resolved =
        typeof next === 'function' ? (next as (previous: T) => T)(own.current) : next;
      if (Object.is(resolved, own.current)) return;
      if (!isControlled) setInternal(resolved);
      own.current = resolved;
      own.onChange?.(resolved);
    },
    [isControlled],
  );
  return [current, setValue];
}
