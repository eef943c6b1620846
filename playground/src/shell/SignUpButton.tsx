import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useAfterHydration } from './afterHydration';

const loadDialog = () => import('./SignUpDialog');
// Rendered only once its chunk has loaded (see `whenLoaded`), so it never suspends on a failure.
const SignUpDialog = lazy(() => loadDialog().then((module) => ({ default: module.SignUpDialog })));

/**
 * Runs `then` once the popup's chunk is in. A chunk that cannot be fetched (offline, a flaky
 * connection) leaves the button as it is instead of taking the page down with it; the next press
 * tries again.
 */
const whenLoaded = (then: () => void) => void loadDialog().then(then, () => undefined);

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
        <Suspense fallback={null}>
          <SignUpDialog open={open} onOpenChange={setOpen} currentPath={currentPath} />
        </Suspense>
      ) : null}
    </>
  );
}
