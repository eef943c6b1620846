import './chrome.css';
import './Toast.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@giftcash/core/react';
import { CloseIcon } from './icons';

export interface ToastMessage {
  /** Tells two equal messages in a row apart (each one is shown afresh). */
  id: number;
  /** The text, e.g. "You’re signed in". */
  text: string;
}

export interface ToastProps {
  /** The message to show, or `null` for none. */
  message: ToastMessage | null;
  /** Called once the toast has gone (timed out or closed). */
  onDismiss: () => void;
  /** How long it stays, in ms, while not hovered or focused. @default 4000 */
  duration?: number;
}

/** Exit transition length, in ms (none under reduced motion). */
const EXIT_MS = 160;

/**
 * A polite notice that floats over the page (position fixed, so nothing moves): bottom
 * centre on phones, bottom right on larger screens, above the cookie banner when it shows. The
 * live region is always in the page, so screen readers announce each message. It goes after
 * `duration` ms, paused while hovered or focused, or with its Close button.
 */
export function Toast({ message, onDismiss, duration = 4000 }: ToastProps) {
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [lift, setLift] = useState(0);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const id = message?.id;
  const reduced = usePrefersReducedMotion();

  const dismiss = useCallback(() => {
    if (reduced) {
      onDismissRef.current();
      return;
    }
    setLeaving(true);
  }, [reduced]);

  // A new message starts afresh; it sits above the cookie banner's buttons when the banner shows.
  useLayoutEffect(() => {
    setLeaving(false);
    setPaused(false);
    if (id === undefined) return;
    const banner = document.querySelector('.site-cookie');
    const top = banner?.getBoundingClientRect().top;
    setLift(top !== undefined && top > 0 ? Math.max(0, window.innerHeight - top) : 0);
  }, [id]);

  useEffect(() => {
    if (id === undefined || paused || leaving) return undefined;
    const timer = window.setTimeout(dismiss, duration);
    return () => window.clearTimeout(timer);
  }, [id, paused, leaving, duration, dismiss]);

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(() => onDismissRef.current(), EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  return (
    <div
      className="site-toast-region"
      role="status"
      aria-live="polite"
      style={lift ? { bottom: `${lift}px` } : undefined}
    >
      {message ? (
        <div
          key={message.id}
          className="site-toast"
          data-state={leaving ? 'leaving' : 'shown'}
          onPointerEnter={() => setPaused(true)}
          onPointerLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          <svg
            className="site-toast-icon"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path
              d="M7.5 12.5l3 3 6-6.5"
              fill="none"
              stroke="var(--gc-surface-raised)"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p className="site-toast-text">{message.text}</p>
          <button
            type="button"
            className="site-icon-button site-toast-close"
            aria-label="Close"
            onClick={dismiss}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
