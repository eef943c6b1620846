'use client';

import { useLazyModule } from '@giftcash/core/react';
import type { Brand } from '@giftcash/core';
import { brandDialogsModule } from '../dialogs/lazyDialogs';
import { BRAND_NOT_FOUND } from './brandPageState';

/**
 * The unknown brand's state (./BrandNotFound.tsx, in the page's on-demand chunk) once that chunk
 * has loaded; until then (and on the server) its heading, `Brand not found`, alone.
 */
export function LazyBrandNotFound({ brands }: { brands: readonly Brand[] | undefined }) {
  const loaded = useLazyModule(brandDialogsModule, { needed: true });
  if (loaded) return <loaded.BrandNotFound brands={brands} title={BRAND_NOT_FOUND} />;
  return (
    <div className="gc-brand-detail-status" data-state="not-found" aria-busy="true">
      <h1 className="gc-brand-detail-title">{BRAND_NOT_FOUND}</h1>
    </div>
  );
}
