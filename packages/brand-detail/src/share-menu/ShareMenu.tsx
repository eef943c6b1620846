'use client';

import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import type { SVGAttributes } from 'react';
import { copyText, OUTBOUND_REL, postToNativeApp } from '@giftcash/core';
import { cx, useComposedRefs, useControllableState, useDismiss } from '@giftcash/core/react';
import { brandShareLinks, shareText } from './shareLinks';

/** How long the `Copied!` tooltip stays (spec: 2 s). */
export const COPIED_TOOLTIP_MS = 2000;

/**
 * Props of {@link ShareMenu}: a `<div>`'s attributes but `onChange` (spread on the root, which takes
 * the ref), plus what is shared and whether the menu is open (`open` / `defaultOpen` /
 * `onOpenChange`).
 */
export interface ShareMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The address to share (the brand page). */
  url: string;
  /** The brand's name, for the share text and labels. */
  brandName: string;
  /** The gift card image, shared with Pinterest when it is an `http(s)` address. */
  image?: string | undefined;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Whether the menu starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A line icon on a 24 px grid, `size` px wide, drawn in the text colour (2 px stroke): one
 * `<path>` with the given attributes (`d` and any other). Decorative: its button carries the name.
 * The brand page's Buy Securely button draws its lock with it too.
 */
export const strokeIcon = (size: number, path: SVGAttributes<SVGPathElement>) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path fill="none" stroke="currentColor" strokeWidth="2" {...path} />
  </svg>
);

/** One outbound share link (new tab, no referrer or opener). */
const shareLink = (href: string, label: string) => (
  <a
    className="gc-button gc-brand-share-item"
    data-variant="plain"
    href={href}
    target="_blank"
    rel={OUTBOUND_REL}
  >
    {label}
  </a>
);

/**
 * The share menu: on a phone or tablet whose browser has a system share sheet, Share opens that
 * sheet (and the menu only if the sheet is refused); elsewhere a Share button that discloses a
 * menu of the system share sheet (when the browser has one, else Facebook), Instagram, Copy link (`Copied!` for 2 s, or a clear message when the
 * clipboard is refused), Reddit and Pinterest. Outbound links open in a new tab with
 * `rel="noopener noreferrer"` and every parameter URL-encoded.
 */
export const ShareMenu = forwardRef<HTMLDivElement, ShareMenuProps>(function ShareMenu(
  { url, brandName, image, open: openProp, defaultOpen = false, onOpenChange, className, ...rest },
  ref,
) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'ShareMenu',
  });
  const [canShare, setCanShare] = useState(false);
  // A phone's (or tablet's) own share sheet, where the browser has one: Share opens it directly.
  const [sheetFirst, setSheetFirst] = useState(false);
  const [copy, setCopy] = useState<{ state: CopyState; message: string }>({
    state: 'idle',
    message: '',
  });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const panelId = useId();
  const links = brandShareLinks({ url, brandName, image });

  useEffect(() => {
    const share = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
    setCanShare(share);
    setSheetFirst(share && window.matchMedia?.('(pointer: coarse)').matches === true);
  }, []);

  useEffect(() => {
    if (copy.state !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy({ state: 'idle', message: '' }), COPIED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  // While open: Escape (with focus in the menu) closes and returns focus to Share; a press or focus outside closes.
  useDismiss(rootRef, {
    open,
    escape: 'inside',
    outsideFocus: true,
    onDismiss: (reason) => {
      setOpen(false);
      if (reason === 'escape') toggleRef.current?.focus();
    },
  });
  const composedRef = useComposedRefs(ref, rootRef);

  const copyLink = async () => {
    try {
      await copyText(url);
      setCopy({ state: 'copied', message: 'Copied!' });
    } catch (error) {
      setCopy({
        state: 'failed',
        message: error instanceof Error ? error.message : 'Could not copy the link.',
      });
    }
  };

  /** The system share sheet; `false` when the browser refused it (not when the person cancelled). */
  const nativeShare = async (): Promise<boolean> => {
    try {
      await navigator.share({ title: `${brandName} Gift Card`, text: shareText(brandName), url });
    } catch (error) {
      // Cancelled by the person: nothing to report.
      return error instanceof Error && error.name === 'AbortError';
    }
    return true;
  };

  return (
    <div
      ref={composedRef}
      className={cx('gc-brand-share', className)}
      data-state={open ? 'open' : 'closed'}
      {...rest}
    >
      <button
        ref={toggleRef}
        type="button"
        className="gc-button gc-brand-share-toggle"
        data-variant="pill"
        // With the system share sheet first, the button discloses the menu only once the sheet was refused.
        aria-expanded={sheetFirst && !open ? undefined : open}
        aria-controls={sheetFirst && !open ? undefined : panelId}
        onClick={() => {
          // In a GiftCash app webview the app's own share sheet does this: post a typed message.
          if (postToNativeApp({ type: 'share', url, text: shareText(brandName) })) return;
          // On a phone with a share sheet, the sheet; the menu is the fallback when it is refused.
          if (sheetFirst && !open) {
            void nativeShare().then((shared) => shared || setOpen(true));
            return;
          }
          setOpen(!open);
        }}
      >
        {strokeIcon(20, {
          d: 'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
          strokeLinecap: 'round',
        })}
        Share
      </button>
      <ul
        className="gc-brand-share-panel"
        id={panelId}
        hidden={!open}
        aria-label={`Share ${brandName} Gift Card`}
      >
        <li>
          {canShare ? (
            <button
              type="button"
              className="gc-button gc-brand-share-item"
              data-variant="plain"
              onClick={() => void nativeShare()}
            >
              Share via…
            </button>
          ) : (
            shareLink(links.facebook, 'Share on Facebook')
          )}
        </li>
        <li>{shareLink(links.instagram, 'Share on Instagram')}</li>
        <li className="gc-brand-share-copy">
          <button
            type="button"
            className="gc-button gc-brand-share-item"
            data-variant="plain"
            onClick={copyLink}
            aria-describedby={copy.state === 'idle' ? undefined : `${panelId}-copy`}
          >
            Copy link
          </button>
          <span
            id={`${panelId}-copy`}
            className="gc-brand-share-tooltip"
            role={copy.state === 'failed' ? 'alert' : 'status'}
            data-state={copy.state}
          >
            {copy.message}
          </span>
        </li>
        <li>{shareLink(links.reddit, 'Share on Reddit')}</li>
        <li>{shareLink(links.pinterest, 'Pin on Pinterest')}</li>
      </ul>
    </div>
  );
});
