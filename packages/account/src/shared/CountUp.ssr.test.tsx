// @vitest-environment node
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// React 18's server renderer warns for every useLayoutEffect it meets ("does nothing on the
// server"); React 19 is silent, so the test counts the calls instead of reading the console.
const layoutEffects = vi.hoisted(() => ({ calls: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const useLayoutEffect: typeof react.useLayoutEffect = (effect, deps) => {
    layoutEffects.calls += 1;
    return react.useLayoutEffect(effect, deps);
  };
  return { ...react, default: { ...react, useLayoutEffect }, useLayoutEffect };
});

describe('CountUp on the server', () => {
  it('renders the value without a layout effect', async () => {
    const { CountUp } = await import('./CountUp');
    const html = renderToString(<CountUp value={1234} format={(n) => `£${n}`} />);
    expect(html).toContain('£1234');
    expect(layoutEffects.calls).toBe(0);
  });
});
