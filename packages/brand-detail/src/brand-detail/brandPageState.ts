/**
 * The brand page state group of the spec (brand, giftCardValue, isLoading, errorMessage,
 * error) as a reducer: entering a new value clears the error message, setting a brand clears
 * the brand error, and reset returns to the initial values. React-free.
 */
import type { Brand } from '@giftcash/core';

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
      return state.giftCardValue === action.value && state.errorMessage === null
        ? state
        : { ...state, giftCardValue: action.value, errorMessage: null };
    case 'errorMessageSet':
      return state.errorMessage === action.message ? state : { ...state, errorMessage: action.message };
    case 'reset':
      return initialBrandPageState;
  }
}

/** The brand with `id` among `brands`, or `undefined`. */
export const findBrand = (brands: readonly Brand[], id: string): Brand | undefined => brands.find((brand) => brand.id === id);
