// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider } from '@giftcash/core';
import { createSampleProvider } from '@giftcash/core/sample';
import { exportedComponents } from '../../../core/src/testing/elements';
import * as pkg from '../index';
import { gamesElements } from './elements';

const elements = gamesElements();
const provider = createSampleProvider({ delay: 0, storage: null, brandCount: 12 });

describe('server rendering in Node (no window, no document)', () => {
  it('imports without a DOM and covers every exported component', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(elements.map(([name]) => name).sort()).toEqual(exportedComponents(pkg));
  });

  it.each(elements)('%s renders to a string', (_name, element) => {
    // A closed dialog (or one whose content is portalled) renders nothing on the server; it must not throw.
    expect(() => renderToString(<GiftcashProvider provider={provider}>{element()}</GiftcashProvider>)).not.toThrow();
  });
});
