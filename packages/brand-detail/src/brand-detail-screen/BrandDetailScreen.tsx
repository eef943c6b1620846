import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { errorMessage, Link, readJson, StatusMessage, useResource, writeJson, type ScratchConfig, type WheelConfig, isAbortError } from '@giftcash/core';
import { BrandDetail, type BrandDetailProps } from '../brand-detail/BrandDetail';
import { BRAND_NOT_FOUND, brandPageReducer, findBrand, GENERIC_ERROR, initialBrandPageState } from '../brand-page/brandPageState';
import { DEMO_RESULT_KEY, isDemoResult, type CoinsDemoResult } from '../coins-section/demoResult';

export interface BrandDetailScreenProps
  extends Omit<BrandDetailProps, 'brand' | 'value' | 'defaultValue' | 'onValueChange' | 'errorMessage' | 'defaultErrorMessage' | 'onErrorMessageChange' | 'wheelConfig' | 'scratchConfig' | 'demoResult'> {
  /** The brand to show, matched by id among the brands from the provider. */
  brandId: string;
  /** Shown while loading. @default "Loading brand..." */
  loadingText?: ReactNode;
  /** Where `Browse all gift cards` leads from the not-found and error states. @default "/gift-card-deals" */
  catalogueHref?: string;
}

const logOnly = (what: string) => (error: unknown) => {
  // An aborted request (unmount, StrictMode's second mount) is not a failure worth a warning.
  if (isAbortError(error)) throw error;
  console.warn(`GiftCash: ${what} failed; showing the defaults.`, error);
  return undefined;
};

/**
 * The brand page, connected: reads the brands (and the demo games' configuration) through the
 * provider from `GiftcashProvider`, finds the brand by id and shows `Loading brand...`,
 * `Brand not found` (or the failure's message, `An error occurred` when it has none) with Retry,
 * or the {@link BrandDetail}. Keeps the brand page state group in a reducer and stores the last
 * demo result in local storage (`giftcash:demo-result`).
 */
export function BrandDetailScreen({ brandId, loadingText = 'Loading brand...', catalogueHref = '/gift-card-deals', onDemoResult, ...rest }: BrandDetailScreenProps) {
  const [state, dispatch] = useReducer(brandPageReducer, initialBrandPageState);
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], { initialData: 'brands' });
  const wheel = useResource<WheelConfig | undefined>((provider, signal) => provider.getWheelConfig({ signal }).catch(logOnly('wheel configuration')), [], {
    initialData: 'wheelConfig',
  });
  const scratch = useResource<ScratchConfig | undefined>(
    (provider, signal) => provider.getScratchConfig({ signal }).catch(logOnly('scratch configuration')),
    [],
    { initialData: 'scratchConfig' },
  );
  const [demoResult, setDemoResult] = useState<CoinsDemoResult | null>(null);

  // A different brand starts from the initial state (value, messages).
  useEffect(() => {
    dispatch({ type: 'reset' });
  }, [brandId]);

  useEffect(() => {
    if (brands.status === 'loading') {
      dispatch({ type: 'loadStarted' });
      return;
    }
    if (brands.status === 'error' || !brands.data) {
      dispatch({ type: 'loadFailed', error: errorMessage(brands.error, GENERIC_ERROR) });
      return;
    }
    const brand = findBrand(brands.data.brands, brandId);
    if (brand) dispatch({ type: 'brandSet', brand });
    else dispatch({ type: 'loadFailed', error: BRAND_NOT_FOUND });
  }, [brands.status, brands.data, brands.error, brandId]);

  useEffect(() => {
    const stored = readJson<unknown>(DEMO_RESULT_KEY, null);
    if (isDemoResult(stored)) setDemoResult(stored);
  }, []);

  const storeDemoResult = (result: CoinsDemoResult) => {
    const kept: CoinsDemoResult = { game: result.game, prize: result.prize };
    setDemoResult(kept);
    writeJson(DEMO_RESULT_KEY, kept);
    onDemoResult?.(result);
  };

  // The brand in the loaded data shows on the first render (server HTML, hydration), before the
  // effect above has put it in the page state.
  const brand = state.brand?.id === brandId ? state.brand : (!state.error && brands.data && findBrand(brands.data.brands, brandId)) || null;
  if (!brand && (state.isLoading || brands.status === 'loading')) {
    return <StatusMessage kind="loading">{loadingText}</StatusMessage>;
  }
  if (!brand) {
    const notFound = state.error === BRAND_NOT_FOUND;
    return (
      <div className="gc-brand-detail-status" data-state={notFound ? 'not-found' : 'error'}>
        <h1 className="gc-brand-detail-title">{BRAND_NOT_FOUND}</h1>
        {notFound ? (
          <StatusMessage kind="empty">We could not find this gift card. It may no longer be available.</StatusMessage>
        ) : (
          <StatusMessage kind="error" onRetry={brands.reload}>
            {state.error || GENERIC_ERROR}
          </StatusMessage>
        )}
        <Link className="gc-button" data-variant="secondary" href={catalogueHref}>
          Browse all gift cards
        </Link>
      </div>
    );
  }
  return (
    <BrandDetail
      key={brand.id}
      {...rest}
      brand={brand}
      value={state.giftCardValue}
      onValueChange={(value) => dispatch({ type: 'valueChanged', value })}
      errorMessage={state.errorMessage}
      onErrorMessageChange={(message) => dispatch({ type: 'errorMessageSet', message })}
      {...(wheel.data ? { wheelConfig: wheel.data } : {})}
      {...(scratch.data ? { scratchConfig: scratch.data } : {})}
      demoResult={demoResult}
      onDemoResult={storeDemoResult}
    />
  );
}
