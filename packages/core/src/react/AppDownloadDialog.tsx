import { QRCodeSVG } from 'qrcode.react';
import type { ReactElement } from 'react';
import { Dialog } from './Dialog';
import { useAppLinks } from './GiftcashProvider';
import { OUTBOUND_REL } from '../browser/share';

export interface AppDownloadDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Deep-link parameters carried in the QR code and store links, so the app can open at the
   * right place, e.g. `{ brand: 'tesco', amount: '25.00' }`.
   */
  params?: Record<string, string>;
  /** @default "Get the GiftCash app" */
  title?: string;
  /** @default a sentence explaining that purchases and real play happen in the app */
  description?: string;
}

/** `base` with `params` added to its query string. */
export function withParams(base: string, params: Record<string, string> | undefined): string {
  if (!params || Object.keys(params).length === 0) return base;
  try {
    const url = new URL(base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.href;
  } catch {
    return base;
  }
}

/**
 * The app download popup: a QR code for the phone, and App Store / Google Play buttons.
 * Purchases and real play happen in the apps; the web sends people here.
 */
export function AppDownloadDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  params,
  title = 'Get the GiftCash app',
  description = 'Buy gift cards, earn instant cashback and play for real prizes in the GiftCash app. Scan the code with your phone camera or choose your store.',
}: AppDownloadDialogProps) {
  const links = useAppLinks();
  const download = withParams(links.download, params);
  return (
    <Dialog
      title={title}
      description={description}
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(trigger ? { trigger } : {})}
      className="gc-app-dialog"
    >
      <div className="gc-app-dialog-qr">
        <QRCodeSVG value={download} size={168} marginSize={2} title="QR code to download the GiftCash app" />
      </div>
      <div className="gc-app-dialog-stores">
        <a className="gc-store-button" href={withParams(links.appStore, params)} target="_blank" rel={OUTBOUND_REL}>
          Download on the App Store
        </a>
        <a className="gc-store-button" href={withParams(links.googlePlay, params)} target="_blank" rel={OUTBOUND_REL}>
          Get it on Google Play
        </a>
      </div>
    </Dialog>
  );
}
