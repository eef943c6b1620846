import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { strokeIcon } from './ShareMenu';

describe('strokeIcon', () => {
  it('draws one decorative path in the text colour, at the given size', () => {
    expect(renderToStaticMarkup(strokeIcon(18, { d: 'M5 11h14v10H5z' }))).toBe(
      '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">' +
        '<path fill="none" stroke="currentColor" stroke-width="2" d="M5 11h14v10H5z"></path></svg>',
    );
  });

  it('passes any other path attribute through, and lets it replace a default', () => {
    const markup = renderToStaticMarkup(
      strokeIcon(20, { d: 'M6 6l12 12', strokeLinecap: 'round', strokeWidth: '2.5' }),
    );
    expect(markup).toContain('width="20" height="20"');
    expect(markup).toContain('stroke-width="2.5"');
    expect(markup).not.toContain('stroke-width="2"');
    expect(markup).toContain('stroke-linecap="round"');
  });
});
