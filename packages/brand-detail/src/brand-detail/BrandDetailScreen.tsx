'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { type ScratchConfig, type WheelConfig, isAbortError } from '@giftcash/core';
import { Link, StatusMessage, useResource, useRoutes } from '@giftcash/core/react';
import { BrandDetailView, type BrandDetailViewProps } from './BrandDetailView';
import { BRAND_NOT_FOUND, brandLoadState, GENERIC_ERROR } from './brandPageState';
import { LazyBrandNotFound } from './LazyBrandNotFound';
import {
  readDemoResult,
  storeDemoResult,
  subscribeDemoResult,
  type CoinsDemoResult,
} from '../coins-section/demoResult';

/**
 * Props of {@link BrandDetailScreen}: the view's props without what the screen owns: the brand
 * (found by `brandId` among the brands from `GiftcashProvider`), the games' configuration, the
 * stored demo result, and the value and its error, which the screen keeps itself.
 */
export interface BrandDetailScreenProps extends Omit<
  BrandDetailViewProps,
  | 'brand'
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'errorMessage'
  | 'defaultErrorMessage'
  | 'onErrorMessageChange'
  | 'wheelConfig'
  | 'scratchConfig'
  | 'demoResult'
> {
  /** The brand to show, matched by id among the brands from the provider. */
  brandId: string;
  /** Shown while loading. @default "Loading brand..." */
  loadingText?: ReactNode;
}

const noDemoResult = () => null;

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
 * or the {@link BrandDetailView}. An unknown brand gets a way on: a brand search that opens the
 * catalogue's search (`routes.catalogue?q={text}`, for the host to read) and the provider's
 * popular brands. The brand, loading and error are derived from the brands read
 * (one owner: no copy kept); the value and its message are the view's, which starts afresh for
 * another brand. `Browse all gift cards` leads to `routes.catalogue` (on `GiftcashProvider`). The last demo result lives in local storage (`giftcash:demo-result`): a play writes it there and the page shows it from there.
 */
export function BrandDetailScreen({
  brandId,
  loadingText = 'Loading brand...',
  onDemoResult,
  ...rest
}: BrandDetailScreenProps) {
  const catalogueHref = useRoutes().catalogue;
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const wheel = useResource<WheelConfig | undefined>(
    (provider, signal) => provider.getWheelConfig({ signal }).catch(logOnly('wheel configuration')),
    [],
    {
      initialData: 'wheelConfig',
    },
  );
  const scratch = useResource<ScratchConfig | undefined>(
    (provider, signal) =>
      provider.getScratchConfig({ signal }).catch(logOnly('scratch configuration')),
    [],
    { initialData: 'scratchConfig' },
  );
  // Storage owns the last demo result: a play writes it there and this renders from there (none on the server).
  const demoResult = useSyncExternalStore(subscribeDemoResult, readDemoResult, noDemoResult);
  const onPlayed = (result: CoinsDemoResult) => {
    storeDemoResult(result);
    onDemoResult?.(result);
  };

  const { brand, isLoading, error } = brandLoadState(brands, brandId);
  if (isLoading) {
    return <StatusMessage kind="loading">{loadingText}</StatusMessage>;
  }
  if (!brand) {
    if (error === BRAND_NOT_FOUND) return <LazyBrandNotFound brands={brands.data?.brands} />;
    return (
      <div className="gc-brand-detail-status" data-state="error">
        <h1 className="gc-brand-detail-title">{BRAND_NOT_FOUND}</h1>
        <StatusMessage kind="error" onRetry={brands.reload}>
          {error || GENERIC_ERROR}
        </StatusMessage>
        <Link className="gc-button" data-variant="secondary" href={catalogueHref}>
          Browse all gift cards
        </Link>
      </div>
    );
  }
  return (
    // Keyed by brand: another brand starts from an empty value and no message.
    <BrandDetailView
      key={brand.id}
      {...rest}
      brand={brand}
      {...(wheel.data ? { wheelConfig: wheel.data } : {})}
      {...(scratch.data ? { scratchConfig: scratch.data } : {})}
      demoResult={demoResult}
      onDemoResult={onPlayed}
    />
  );
}
