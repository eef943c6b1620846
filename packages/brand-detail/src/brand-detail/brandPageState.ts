/**
 * The brand page state group of the spec (brand, giftCardValue, isLoading, errorMessage,
 * error), React-free. Each part has one owner: the brand, loading and error are derived from the
 * brands read ({@link brandLoadState}, used by `BrandDetailScreen`); the value and its message are
 * the view's ({@link brandValueReducer}, used by `BrandDetailView`: entering a new value clears
 * the message). {@link brandPageReducer} models the whole group in one place (not exported: the
 * screen and the view each own their part; its tests pin the transitions the spec names).
 */
import { errorMessage, type Brand, type BrandsResponse } from '@giftcash/core';
import type { ResourceState } from '@giftcash/core/react';

export interface BrandPageState {
  /** The brand shown, once found. */
  brand: Brand | null;
  /** The value text (pounds), e.g. `25` or `12.50`. */
  giftCardValue: string;
  /** True while the brands are being fetched. */
  isLoading: boolean;
  /** The inline value / purchase message, e.g. `Max £500 per Gift Card`. */
  errorMessage: string | null;
  /** What went wrong loading the brand: `Brand not found` or the failure's message. */
  error: string | null;
}

export type BrandPageAction =
  | { type: 'loadStarted' }
  | { type: 'brandSet'; brand: Brand }
  | { type: 'loadFailed'; error: string }
  | { type: 'valueChanged'; value: string }
  | { type: 'errorMessageSet'; message: string | null }
  | { type: 'reset' };

export const BRAND_NOT_FOUND = 'Brand not found';
export const GENERIC_ERROR = 'An error occurred';

/** The value part of the state group: what the view owns. */
export type BrandValueState = Pick<BrandPageState, 'giftCardValue' | 'errorMessage'>;

/** The actions on the value part. */
export type BrandValueAction = Extract<
  BrandPageAction,
  { type: 'valueChanged' | 'errorMessageSet' }
>;

/** The value part's rules (the one place they are written): a new value clears the message. Returns `state` itself when nothing changes. */
export function brandValueReducer<S extends BrandValueState>(
  state: S,
  action: BrandValueAction,
): S {
  if (action.type === 'valueChanged') {
    return state.giftCardValue === action.value && state.errorMessage === null
      ? state
      : { ...state, giftCardValue: action.value, errorMessage: null };
  }
  return state.errorMessage === action.message ? state : { ...state, errorMessage: action.message };
}

/**
 * The brand part of the state group, derived from the brands read (no copy kept): loading until
 * the first answer; then the brand with `brandId`, or `Brand not found`, or the failure's message
 * (`An error occurred` when it has none). A brand already shown stays while the brands reload.
 */
export function brandLoadState(
  brands: Pick<ResourceState<BrandsResponse>, 'status' | 'data' | 'error'>,
  brandId: string,
): Pick<BrandPageState, 'brand' | 'isLoading' | 'error'> {
  if (brands.data) {
    const brand = findBrand(brands.data.brands, brandId) ?? null;
    return { brand, isLoading: false, error: brand ? null : BRAND_NOT_FOUND };
  }
  if (brands.status === 'loading') return { brand: null, isLoading: true, error: null };
  return { brand: null, isLoading: false, error: errorMessage(brands.error, GENERIC_ERROR) };
}

export const initialBrandPageState: BrandPageState = {
  brand: null,
  giftCardValue: '',
  isLoading: true,
  errorMessage: null,
  error: null,
};

export function brandPageReducer(state: BrandPageState, action: BrandPageAction): BrandPageState {
  switch (action.type) {
    case 'loadStarted':
      return state.isLoading ? state : { ...state, isLoading: true };
    case 'brandSet':
      return { ...state, brand: action.brand, isLoading: false, error: null };
    case 'loadFailed':
      return { ...state, brand: null, isLoading: false, error: action.error || GENERIC_ERROR };
    case 'valueChanged':
    case 'errorMessageSet':
      return brandValueReducer(state, action);
    case 'reset':
      return initialBrandPageState;
  }
}

/** The brand with `id` among `brands`, or `undefined`. */
export const findBrand = (brands: readonly Brand[], id: string): Brand | undefined =>
  brands.find((brand) => brand.id === id);
