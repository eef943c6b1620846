'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Dialog, type DialogProps } from './Dialog';
import { QrCode } from './QrCode';
import { StoreBadge } from './StoreBadge';
import { useAppLinks } from './GiftcashProvider';
import { useControllableState } from './useControllableState';
import { OUTBOUND_REL } from '../browser/outbound';
import { hasNativeBridge, postToNativeApp } from '../native/bridge';
import { detectAppDevice, type AppDevice } from '../browser/appDevice';
import type { NativeAppMessage } from '../native/messages';

/** Props of {@link AppDownloadDialog}. */
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
  /**
   * What the app is for here. The dialog adds how to get it on this device: "Scan the code with
   * your phone camera or choose your store." on a desktop, a tap on a phone or tablet.
   * @default "Buy gift cards, earn instant cashback and play for real prizes in the GiftCash app."
   */
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

const desktopSnapshot = (): AppDevice => 'desktop';
/**
 * The device kind, read while the dialog is open (`desktop` while closed, on the server and while
 * hydrating), so detection never changes the first render of a prerendered page.
 */
function useAppDevice(open: boolean): AppDevice {
  return useSyncExternalStore(
    noSubscription,
    open ? detectAppDevice : desktopSnapshot,
    desktopSnapshot,
  );
}

/** How to get the app on each kind of device: the sentence after the description. */
export const APP_DOWNLOAD_HOW: Readonly<Record<AppDevice, string>> = {
  desktop: 'Scan the code with your phone camera or choose your store.',
  ios: 'Tap the button to get it from the App Store.',
  android: 'Tap the button to get it from Google Play.',
  handheld: 'Tap the button to open the app, or choose your store.',
};

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
 * The app download popup. Purchases and real play happen in the apps; the web sends people here.
 * On a desktop: a QR code for the phone, and App Store / Google Play badges (`StoreBadge`). On a phone or tablet
 * (a coarse pointer or a mobile user agent, read when it opens): one primary button first, to the
 * App Store on iOS and nothing else, Google Play on Android and nothing else, else the app's
 * download link and both store buttons; no QR code. Every link carries `params`.
 */
export function AppDownloadDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  params,
  title = 'Get the GiftCash app',
  description = 'Buy gift cards, earn instant cashback and play for real prizes in the GiftCash app.',
  nativeMessage,
}: AppDownloadDialogProps) {
  const links = useAppLinks();
  const download = withParams(links.download, params);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
    name: 'AppDownloadDialog',
  });
  const bridged = useHasNativeBridge();
  const message = useRef<NativeAppMessage>({ type: 'open-app', reason: 'download', params: {} });
  message.current = nativeMessage ?? {
    type: 'open-app',
    reason: 'download',
    params: { ...params },
  };
  // In an app webview, every request to open (trigger, controlled `open`, `defaultOpen`) becomes one
  // message to the app, and the dialog closes again without ever showing.
  useEffect(() => {
    if (!bridged || !isOpen) return;
    postToNativeApp(message.current);
    setOpen(false);
  }, [bridged, isOpen, setOpen]);
  const device = useAppDevice(isOpen);
  const appStore = (
    <StoreBadge key="app-store" store="apple" href={withParams(links.appStore, params)} />
  );
  const googlePlay = (
    <StoreBadge key="google-play" store="google" href={withParams(links.googlePlay, params)} />
  );
  // An iPhone is offered the App Store only, an Android phone Google Play only: the other store's
  // badge leads nowhere on that device. A handheld of neither kind gets both.
  const primary =
    device === 'ios'
      ? { label: 'Open in the App Store', href: withParams(links.appStore, params), others: [] }
      : device === 'android'
        ? { label: 'Open in Google Play', href: withParams(links.googlePlay, params), others: [] }
        : device === 'handheld'
          ? { label: 'Open the GiftCash app', href: download, others: [appStore, googlePlay] }
          : null;
  return (
    <Dialog
      title={title}
      description={`${description} ${APP_DOWNLOAD_HOW[device]}`}
      open={isOpen && !bridged}
      onOpenChange={setOpen}
      {...(trigger ? { trigger } : {})}
      className="gc-app-dialog"
    >
      {primary ? (
        <div className="gc-app-dialog-tap" data-device={device}>
          <a
            className="gc-button gc-app-dialog-open"
            href={primary.href}
            target="_blank"
            rel={OUTBOUND_REL}
          >
            {primary.label}
          </a>
          {primary.others.length ? (
            <div className="gc-app-dialog-stores">{primary.others}</div>
          ) : null}
        </div>
      ) : (
        <>
          <div className="gc-app-dialog-qr">
            <QrCode value={download} size={168} title="QR code to download the GiftCash app" />
          </div>
          <div className="gc-app-dialog-stores">
            {appStore}
            {googlePlay}
          </div>
        </>
      )}
    </Dialog>
  );
}
