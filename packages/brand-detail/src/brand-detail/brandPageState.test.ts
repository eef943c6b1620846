import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBrand } from '../testing/brands';
import {
  brandLoadState,
  brandPageReducer,
  brandValueReducer,
  BRAND_NOT_FOUND,
  findBrand,
  initialBrandPageState,
  type BrandPageState,
  type BrandValueState,
} from './brandPageState';

const brand = makeBrand();

describe('brandPageReducer', () => {
  it('starts loading with no brand, value or messages', () => {
    expect(initialBrandPageState).toEqual({
      brand: null,
      giftCardValue: '',
      isLoading: true,
      errorMessage: null,
      error: null,
    });
  });

  it('setting a brand stops loading and clears the brand error', () => {
    const failed = brandPageReducer(initialBrandPageState, {
      type: 'loadFailed',
      error: BRAND_NOT_FOUND,
    });
    expect(failed).toMatchObject({ isLoading: false, error: BRAND_NOT_FOUND, brand: null });
    expect(brandPageReducer(failed, { type: 'brandSet', brand })).toMatchObject({
      brand,
      isLoading: false,
      error: null,
    });
  });

  it('a failure without a message becomes the generic message', () => {
    expect(brandPageReducer(initialBrandPageState, { type: 'loadFailed', error: '' }).error).toBe(
      'An error occurred',
    );
  });

  it('entering a new value clears the error message', () => {
    let state: BrandPageState = brandPageReducer(initialBrandPageState, {
      type: 'brandSet',
      brand,
    });
    state = brandPageReducer(state, { type: 'errorMessageSet', message: 'Max £500 per Gift Card' });
    expect(state.errorMessage).toBe('Max £500 per Gift Card');
    state = brandPageReducer(state, { type: 'valueChanged', value: '25' });
    expect(state).toMatchObject({ giftCardValue: '25', errorMessage: null });
  });

  it('returns the same state for no-op actions', () => {
    const state = brandPageReducer(initialBrandPageState, { type: 'valueChanged', value: '' });
    expect(state).toBe(initialBrandPageState);
    expect(brandPageReducer(state, { type: 'loadStarted' })).toBe(state);
    expect(brandPageReducer(state, { type: 'errorMessageSet', message: null })).toBe(state);
  });

  it('reset returns to the initial values', () => {
    let state = brandPageReducer(initialBrandPageState, { type: 'brandSet', brand });
    state = brandPageReducer(state, { type: 'valueChanged', value: '30' });
    expect(brandPageReducer(state, { type: 'reset' })).toEqual(initialBrandPageState);
  });

  it('a new load keeps the shown brand until the answer', () => {
    const loaded = { ...brandPageReducer(initialBrandPageState, { type: 'brandSet', brand }) };
    expect(brandPageReducer(loaded, { type: 'loadStarted' })).toMatchObject({
      brand,
      isLoading: true,
    });
  });
});

describe('findBrand', () => {
  it('finds a brand by id among the brands', () => {
    const other = makeBrand({ id: 'other', name: 'Other' });
    expect(findBrand([other, brand], brand.id)).toBe(brand);
    expect(findBrand([other], 'missing')).toBeUndefined();
  });
});

describe('one owner per part of the state group', () => {
  const action = fc.oneof(
    fc.record({
      type: fc.constant('valueChanged' as const),
      value: fc.stringMatching(/^\d{0,3}(\.\d{0,2})?$/),
    }),
    fc.record({
      type: fc.constant('errorMessageSet' as const),
      message: fc.option(fc.constantFrom('Max £500 per Gift Card', 'Please enter a valid amount'), {
        nil: null,
      }),
    }),
  );

  it('the value rules are written once: the page reducer and the value reducer agree on every sequence', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let page: BrandPageState = brandPageReducer(initialBrandPageState, {
          type: 'brandSet',
          brand,
        });
        let value: BrandValueState = {
          giftCardValue: page.giftCardValue,
          errorMessage: page.errorMessage,
        };
        for (const next of actions) {
          page = brandPageReducer(page, next);
          value = brandValueReducer(value, next);
          // A new value always leaves no message.
          if (next.type === 'valueChanged') expect(value.errorMessage).toBeNull();
        }
        expect({ giftCardValue: page.giftCardValue, errorMessage: page.errorMessage }).toEqual(
          value,
        );
      }),
    );
  });

  it('the brand part is derived from the brands read: loading, found, not found, failed, kept while reloading', () => {
    const brands = { brands: [brand], categories: [] };
    expect(
      brandLoadState({ status: 'loading', data: undefined, error: undefined }, brand.id),
    ).toEqual({ brand: null, isLoading: true, error: null });
    expect(brandLoadState({ status: 'success', data: brands, error: undefined }, brand.id)).toEqual(
      { brand, isLoading: false, error: null },
    );
    expect(brandLoadState({ status: 'success', data: brands, error: undefined }, 'nope')).toEqual({
      brand: null,
      isLoading: false,
      error: BRAND_NOT_FOUND,
    });
    expect(
      brandLoadState(
        { status: 'error', data: undefined, error: new Error('Network Error') },
        brand.id,
      ),
    ).toMatchObject({ brand: null, error: 'Network Error' });
    expect(brandLoadState({ status: 'error', data: undefined, error: {} }, brand.id).error).toBe(
      'An error occurred',
    );
    // A reload that fails keeps the data (useResource), so the brand stays on screen.
    expect(
      brandLoadState({ status: 'success', data: brands, error: new Error('x') }, brand.id).brand,
    ).toBe(brand);
  });
});
