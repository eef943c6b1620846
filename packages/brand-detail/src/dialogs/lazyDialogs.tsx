import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import type * as BrandDialogs from './BrandDialogs';
import type { BuyDialogProps, TermsDialogProps } from './BrandDialogs';

let dialogsModule: Promise<typeof BrandDialogs> | undefined;

/** Starts loading the dialogs chunk (once); the page calls it on mount so the dialogs are ready before a click. */
export function preloadBrandDialogs() {
  dialogsModule ??= import('./BrandDialogs');
  return dialogsModule;
}

const LazyBuyDialog = lazy(() => preloadBrandDialogs().then((module) => ({ default: module.BuyDialog })));
const LazyTermsDialog = lazy(() => preloadBrandDialogs().then((module) => ({ default: module.TermsDialog })));

/** Preloads the dialogs after the first render (never on the server). */
export function usePreloadBrandDialogs() {
  useEffect(() => {
    void preloadBrandDialogs();
  }, []);
}

/**
 * The Buy Securely button with its app download dialog. Until the dialog's chunk arrives (and on
 * the server) the button renders on its own; its click handler works either way.
 */
export function LazyBuy(props: BuyDialogProps): ReactElement {
  return (
    <Suspense fallback={props.trigger}>
      <LazyBuyDialog {...props} />
    </Suspense>
  );
}

/** The View Terms button with its Terms and Conditions dialog (same loading as {@link LazyBuy}). */
export function LazyTerms(props: TermsDialogProps): ReactElement {
  return (
    <Suspense fallback={props.trigger}>
      <LazyTermsDialog {...props} />
    </Suspense>
  );
}
