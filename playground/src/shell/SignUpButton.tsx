import { useEffect, useState, type MouseEvent } from 'react';
import { useAfterHydration } from './afterHydration';
import { lazyPart } from './lazyPart';

const SignUpDialog = lazyPart(() => import('./SignUpDialog').then((module) => module.SignUpDialog));

/**
 * Runs `then` once the popup's code is in. Code that cannot be fetched (offline, a flaky
 * connection) leaves the button as it is; the next press tries again.
 */
const whenLoaded = (then: () => void) => void SignUpDialog.load().then(then, () => undefined);

export interface SignUpButtonProps {
  className: string;
  /** The page the app opens at after signing in (inside an app webview). */
  currentPath: string;
}

/**
 * Sign Up: opens the app download popup. The popup's code (dialog, QR code, store badges) is not
 * on the first page's path: it mounts (closed) once the browser is idle after hydrating, or at
 * the first press, whichever comes first; the button itself never changes. A press before the page
 * hydrated is replayed by public/page-init.js, so it opens the popup too.
 */
export function SignUpButton({ className, currentPath }: SignUpButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hydrated = useAfterHydration();
  useEffect(() => {
    if (!hydrated || mounted) return undefined;
    const mount = () => whenLoaded(() => setMounted(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(mount, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(mount);
    return () => window.cancelIdleCallback(idle);
  }, [hydrated, mounted]);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          // Focused, so the dialog hands focus back here when it closes (a replayed tap focuses nothing).
          event.currentTarget.focus();
          whenLoaded(() => {
            setMounted(true);
            setOpen(true);
          });
        }}
      >
        Sign Up
      </button>
      {mounted ? (
        <SignUpDialog open={open} onOpenChange={setOpen} currentPath={currentPath} />
      ) : null}
    </>
  );
}
