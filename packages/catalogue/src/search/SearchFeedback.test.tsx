import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { SearchFeedback } from './SearchFeedback';

describe('SearchFeedback', () => {
  it('draws the no-results art above the unchanged message, hidden from assistive tech', async () => {
    const onClear = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <SearchFeedback count={0} query="zzz" total={3} onClear={onClear} />,
    );
    const art = container.querySelector('.gc-catalogue-empty > svg.gc-state-art');
    expect(art).not.toBeNull();
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('focusable', 'false');
    expect(art).toHaveAttribute('width', '160');
    expect(art).toHaveAttribute('height', '128');
    expect(art?.nextElementSibling).toHaveTextContent('No brands found matching "zzz"');
    expect(screen.getByRole('status')).toHaveTextContent('0 brands found');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledOnce();
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations).toEqual([]);
  });

  it('draws no art while there are results or nothing is searched', () => {
    const { container, rerender } = render(
      <SearchFeedback count={null} query="" total={3} onClear={() => undefined} />,
    );
    expect(container.querySelector('svg')).toBeNull();
    rerender(<SearchFeedback count={2} query="a" total={3} onClear={() => undefined} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
