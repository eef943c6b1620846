import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewTabNote } from './NewTabNote';

describe('NewTabNote', () => {
  it('says "(opens in a new tab)" to screen readers only and shows an icon instead', () => {
    render(
      <p>
        Read the{' '}
        <a href="https://example.com/faqs" target="_blank" rel="noopener noreferrer">
          FAQs
          <NewTabNote />
        </a>
      </p>,
    );
    // jsdom's name computation drops the space before an inline child's text; the DOM has it.
    const link = screen.getByRole('link', { name: /^FAQs\s*\(opens in a new tab\)$/ });
    expect(link).toHaveTextContent('FAQs (opens in a new tab)', { normalizeWhitespace: false });
    const hidden = link.querySelector('.gc-visually-hidden');
    expect(hidden).toHaveTextContent('(opens in a new tab)');
    // Everything shown on screen: the link text alone, then an icon hidden from assistive technology.
    const shown = [...link.childNodes]
      .filter((node) => node !== hidden)
      .map((node) => node.textContent)
      .join('');
    expect(shown).toBe('FAQs');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(link).not.toHaveAttribute('aria-label');
  });
});
