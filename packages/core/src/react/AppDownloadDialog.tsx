'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Dialog, type DialogProps } from './Dialog';
import { QrCode } from './QrCode';
import { useAppLinks } from './GiftcashProvider';
import { useControllableState } from './useControllableState';
import { OUTBOUND_REL } from '../browser/share';
import { hasNativeBridge, postToNativeApp } from '../native/bridge';
import type { NativeAppMessage } from '../native/messages';

export interface AppDownloadDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: DialogProps['trigger'];
  /**
   * Deep-link parameters carried in the QR code and store links, so the app can open at the
   * right place, e.g. `{ brand: 'tesco', amount: '25.00' }`.
   */
  params?: Record<string, string>;
  /** @default "Get the GiftCash app" */
  title?: string;
  /** @default a sentence explaining that purchases and real play happen in the app */
  description?: string;
  /**
   * Inside a GiftCash app webview (a native bridge is present) opening the dialog posts this
   * message to the app instead, and the dialog stays closed. Without a bridge it is not used.
   * @default `{ type: 'open-app', reason: 'download', params }`
   */
  nativeMessage?: NativeAppMessage;
}

const noSubscription = () => () => {};
const serverSnapshot = () => false;

/** Whether a native app bridge is present; `false` on the server and while hydrating. */
function useHasNativeBridge(): boolean {
  return useSyncExternalStore(noSubscription, () => hasNativeBridge(), serverSnapshot);
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
  nativeMessage,
}: AppDownloadDialogProps) {
  const links = useAppLinks();
  const download = withParams(links.download, params);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen ?? false, onChange: onOpenChange, name: 'AppDownloadDialog' });
  const bridged = useHasNativeBridge();
  const message = useRef<NativeAppMessage>({ type: 'open-app', reason: 'download', params: {} });
  message.current = nativeMessage ?? { type: 'open-app', reason: 'download', params: { ...params } };
  // In an app webview, every request to open (trigger, controlled `open`, `defaultOpen`) becomes one
  // message to the app, and the dialog closes again without ever showing.
  useEffect(() => {
    if (!bridged || !isOpen) return;
    postToNativeApp(message.current);
    setOpen(false);
  }, [bridged, isOpen, setOpen]);
  return (
    <Dialog
      title={title}
      description={description}
      open={isOpen && !bridged}
      onOpenChange={setOpen}
      {...(trigger ? { trigger } : {})}
      className="gc-app-dialog"
    >
      <div className="gc-app-dialog-qr">
        <QrCode value={download} size={168} title="QR code to download the GiftCash app" />
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
