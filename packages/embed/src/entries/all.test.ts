import { describe, expectTypeOf, it } from 'vitest';
import type * as all from './all';
import type * as main from '../index';

describe('the all-in-one script', () => {
  it('exports every value of the main entry, and nothing else', () => {
    // Type-level only: importing the script would define the elements.
    expectTypeOf<keyof typeof all>().toEqualTypeOf<keyof typeof main>();
  });
});
