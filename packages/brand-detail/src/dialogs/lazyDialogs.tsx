'use client';

import { useEffect, type ReactElement } from 'react';
import { createLazyModule, useLazyModule } from '@giftcash/core/react';
import type { BuyDialogProps, TermsDialogProps } from './BrandDialogs';

/**
 * The brand page's on-demand parts: the Buy and Terms dialogs (they pull in the dialog and QR code
 * code paths) and the unknown brand's state, in a chunk of their own.
 */
export const brandDialogsModule = createLazyModule(() => import('./BrandDialogs'));

/** Starts loading the dialogs chunk (once); the page calls it on mount so the dialogs are ready before a click. */
export function preloadBrandDialogs() {
  return brandDialogsModule.load();
}

/** Preloads the dialogs after the first render (never on the server). */
export function usePreloadBrandDialogs() {
  useEffect(() => {
    preloadBrandDialogs().catch((error: unknown) => console.warn('[giftcash] could not load a component chunk', error));
  }, []);
}

/**
 * The Buy Securely button with its app download dialog. Until the dialog's chunk arrives (and on
 * the server, where nothing suspends:) the button renders on its own; its click handler
 * works either way, and an open dialog loads its chunk at once.
 */
export function LazyBuy(props: BuyDialogProps): ReactElement {
  const loaded = useLazyModule(brandDialogsModule, { needed: props.open, preload: false });
  return loaded ? <loaded.BuyDialog {...props} /> : props.trigger;
}

/** The View Terms button with its Terms and Conditions dialog (same loading as {@link LazyBuy}). */
export function LazyTerms(props: TermsDialogProps): ReactElement {
  const loaded = useLazyModule(brandDialogsModule, { needed: props.open, preload: false });
  return loaded ? <loaded.TermsDialog {...props} /> : props.trigger;
}
