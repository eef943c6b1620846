'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

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
  const wasControlled = useRef(isControlled);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    // Written out (not isDevelopment()) so an app bundler that replaces process.env.NODE_ENV drops
    // the check and its message from production builds.
    if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production' && wasControlled.current !== isControlled) {
      console.warn(
        `${name} is changing from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${
          isControlled ? 'controlled' : 'uncontrolled'
        }. Decide between using a controlled or uncontrolled value for the lifetime of the component.`,
      );
    }
    wasControlled.current = isControlled;
  }, [isControlled, name]);

  const current = isControlled ? (value as T) : internal;
  const currentRef = useRef(current);
  currentRef.current = current;

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      if (!isControlled) setInternal(resolved);
      currentRef.current = resolved;
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );
  return [current, setValue];
}
