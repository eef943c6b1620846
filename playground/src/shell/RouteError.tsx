import './RouteError.css';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ErrorArt, OfflineArt } from './ErrorArt';

/**
 * Shown instead of the whole site when its layout fails to render (the spec's router fallback).
 * `onLeave` is called once the address changes (Back), so the next page gets another chance.
 */
export function RouteError({ error, onLeave }: { error: unknown; onLeave?: () => void }) {
  const [path] = useLocation();
  const shownAt = useRef(path);
  useEffect(() => {
    if (path !== shownAt.current) onLeave?.();
  }, [path, onLeave]);
  const detail = error instanceof Error ? error.message : '';
  return (
    <main className="site-main" id="main">
      <div role="alert" className="route-error site-state">
        <ErrorArt />
        <h1>Unexpected Application Error!</h1>
        {detail ? <p>{detail}</p> : null}
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </main>
  );
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * In place of a page whose code could not be fetched (see `routes/lazyPage.tsx`), inside the
 * layout so the header and footer stay usable.
 */
export function PageLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const online = useOnline();
  return (
    <div
      role="alert"
      className="site-page route-load-failed site-state"
      aria-busy={retrying || undefined}
    >
      {online ? <ErrorArt /> : <OfflineArt />}
      <h1>This page could not load</h1>
      <p>
        {online
          ? 'Check your connection and try again.'
          : 'You seem to be offline. The page will load by itself when you are back online.'}
      </p>
      <p>
        <button type="button" className="gc-button" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </p>
    </div>
  );
}
