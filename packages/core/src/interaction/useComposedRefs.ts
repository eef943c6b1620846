import { useCallback, type Ref, type RefCallback } from 'react';

/** A ref given to a component (callback or object), or none. */
export type PossibleRef<T> = Ref<T> | undefined;

/** Puts `value` into `ref`, whichever kind of ref it is. */
export function setRef<T>(ref: PossibleRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One callback ref that fills every ref given (e.g. the forwarded ref and an internal one). */
export function composeRefs<T>(...refs: PossibleRef<T>[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) setRef(ref, node);
  };
}

/** {@link composeRefs} as a hook: the callback stays the same while the refs do. */
export function useComposedRefs<T>(...refs: PossibleRef<T>[]): RefCallback<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback(composeRefs(...refs), refs);
}
