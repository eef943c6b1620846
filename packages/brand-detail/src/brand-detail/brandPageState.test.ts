import { describe, expect, it } from 'vitest';
import { makeBrand } from '../test-utils/brands';
import { brandPageReducer, BRAND_NOT_FOUND, findBrand, initialBrandPageState, type BrandPageState } from './brandPageState';

const brand = makeBrand();

describe('brandPageReducer', () => {
  it('starts loading with no brand, value or messages', () => {
    expect(initialBrandPageState).toEqual({ brand: null, giftCardValue: '', isLoading: true, errorMessage: null, error: null });
  });

  it('setting a brand stops loading and clears the brand error', () => {
    const failed = brandPageReducer(initialBrandPageState, { type: 'loadFailed', error: BRAND_NOT_FOUND });
    expect(failed).toMatchObject({ isLoading: false, error: BRAND_NOT_FOUND, brand: null });
    expect(brandPageReducer(failed, { type: 'brandSet', brand })).toMatchObject({ brand, isLoading: false, error: null });
  });

  it('a failure without a message becomes the generic message', () => {
    expect(brandPageReducer(initialBrandPageState, { type: 'loadFailed', error: '' }).error).toBe('An error occurred');
  });

  it('entering a new value clears the error message', () => {
    let state: BrandPageState = brandPageReducer(initialBrandPageState, { type: 'brandSet', brand });
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
    expect(brandPageReducer(loaded, { type: 'loadStarted' })).toMatchObject({ brand, isLoading: true });
  });
});

describe('findBrand', () => {
  it('finds a brand by id among the brands', () => {
    const other = makeBrand({ id: 'other', name: 'Other' });
    expect(findBrand([other, brand], brand.id)).toBe(brand);
    expect(findBrand([other], 'missing')).toBeUndefined();
  });
});
