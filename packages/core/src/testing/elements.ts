import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

/** One exported component rendered with sample data: `[export name, element factory]`. */
export type ElementCase = readonly [name: string, element: () => ReactElement];

const liveFactories = new WeakSet<ElementCase[1]>();

/**
 * Marks an element factory as a connected screen or self-running widget (timers, observers,
 * polling), one the leak test mounts and unmounts: `['WheelScreen', live(() => <WheelScreen />)]`.
 */
export function live(element: ElementCase[1]): ElementCase[1] {
  liveFactories.add(element);
  return element;
}

/** Whether {@link live} marked the element factory. */
export const isLive = (element: ElementCase[1]): boolean => liveFactories.has(element);

/**
 * Names of the React components a package index exports (functions, forwardRef/memo objects,
 * classes) starting with a capital, leaving out `exclude`.
 */
export function exportedComponents(
  module: Record<string, unknown>,
  exclude: readonly string[] = [],
): string[] {
  return Object.entries(module)
    .filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) &&
        !exclude.includes(name) &&
        (typeof value === 'function' ||
          (typeof value === 'object' && value !== null && '$$typeof' in value)),
    )
    .map(([name]) => name)
    .sort();
}

/** A container inside an open shadow root (as the embed renders), for `render(…, { container })`; `remove()` takes it away. */
export function shadowContainer(): {
  host: HTMLElement;
  shadow: ShadowRoot;
  container: HTMLElement;
  remove: () => void;
} {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { host, shadow, container, remove: () => host.remove() };
}

/**
 * A pointer press on `element` that moves from `from` to `to` (clientX) and, unless `release` is
 * false, ends with pointerup: the gesture drag-to-scroll tests make.
 */
export function pointerDrag(
  element: Element,
  {
    pointerId = 1,
    pointerType = 'mouse',
    from,
    to,
    release = true,
  }: { pointerId?: number; pointerType?: string; from: number; to: number; release?: boolean },
): void {
  fireEvent.pointerDown(element, { pointerId, pointerType, button: 0, clientX: from });
  fireEvent.pointerMove(element, { pointerId, pointerType, clientX: to });
  if (release) fireEvent.pointerUp(element, { pointerId, pointerType, clientX: to });
}

/**
 * Asserts that each link, found by its accessible name in `scope` (the whole screen, or a
 * `within(…)`), leads to its address: `expectLinks({ 'Raffle Results': '/raffle-results' })`.
 */
export function expectLinks(
  hrefs: Readonly<Record<string, string>>,
  scope: Pick<typeof screen, 'getByRole'> = screen,
): void {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
