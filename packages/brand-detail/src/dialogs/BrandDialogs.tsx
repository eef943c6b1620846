'use client';

/**
 * The brand page's two modals, in their own chunk: they carry Radix Dialog and the QR code,
 * which are loaded only when the page is on screen (see ./lazyDialogs.tsx), so the brand-detail
 * entry stays small.
 */
import type { ReactElement } from 'react';
import { isolateText } from '@giftcash/core';
import { AppDownloadDialog, Dialog } from '@giftcash/core/react';

export interface BuyDialogProps {
  /** The Buy Securely button; focus returns to it on close. */
  trigger: ReactElement;
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Deep-link parameters for the QR code and store links, e.g. `{ brand, amount }`. */
  params: Record<string, string>;
  /** Dialog description. */
  description: string;
}

/** Buy Securely on the web: the app download popup with the brand and amount in its links. */
export function BuyDialog({ trigger, open, onOpenChange, params, description }: BuyDialogProps) {
  // In an app webview the purchase goes straight to the app as a typed `buy` message.
  return (
    <AppDownloadDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      params={params}
      description={description}
      {...(params.brand
        ? { nativeMessage: { type: 'buy', brandId: params.brand, amount: params.amount ?? '' } }
        : {})}
    />
  );
}

export interface TermsDialogProps {
  /** The View Terms button; focus returns to it on close. */
  trigger: ReactElement;
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The brand's name, for the description. */
  brandName: string;
  /** The terms copy (untrusted: rendered as text). */
  copy: string;
}

/** The Terms and Conditions popup with the brand's terms copy as plain text. */
export function TermsDialog({ trigger, open, onOpenChange, brandName, copy }: TermsDialogProps) {
  return (
    <Dialog
      title="Terms and Conditions"
      description={`${isolateText(brandName)} gift card terms`}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      className="gc-brand-terms-dialog"
    >
      <p className="gc-brand-terms-copy">{copy}</p>
    </Dialog>
  );
}

// The unknown brand's state rides in this chunk: a brand page rarely needs it, and a chunk of its own would cost every page its loader.
export { BrandNotFound } from '../brand-detail/BrandNotFound';
