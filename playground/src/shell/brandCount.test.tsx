import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandCountContext, UkBrands } from './brandCount';

describe('the brand count from the data', () => {
  it('says the count the prerender passed down, rounded down to a ten', () => {
    render(
      <BrandCountContext.Provider value={168}>
        <p>
          Gift cards from <UkBrands />.
        </p>
      </BrandCountContext.Provider>,
    );
    expect(screen.getByText('Gift cards from 160+ UK brands.')).toBeInTheDocument();
  });

  it('names no number when none is known', () => {
    render(
      <BrandCountContext.Provider value={0}>
        <p>
          Gift cards from <UkBrands />.
        </p>
      </BrandCountContext.Provider>,
    );
    expect(screen.getByText('Gift cards from UK brands.')).toBeInTheDocument();
  });
});
