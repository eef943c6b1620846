// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Wheel } from './index';

// Every exported component renders on the server in __reliability__/ssr.test.tsx; this checks
// what the wheel's server HTML holds before any script runs.
describe('server rendering', () => {
  it('renders the wheel with its slices and the idle Spin button', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Wheel />);
    expect(html).toContain('viewBox="-100 -100 200 200"');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('>Spin</button>');
  });
});
