import { useState, useSyncExternalStore } from 'react';
import { overrideBlockedByPolicy, subscribeOverrideBlocked, type ApiOverrideProblem } from '../apiOverride';

/** The current address with `?api=sample`: the site's own data, the override dropped for the tab. */
function ownDataAddress(): string {
  const url = new URL(window.location.href);
  url.searchParams.set('api', 'sample');
  return url.pathname + url.search + url.hash;
}

/**
 * Shown when the address had an `?api=` data address the site does not trust (`problem`, see
 * `../apiOverride.ts`), or one it took but its Content-Security-Policy blocks (the requests
 * would otherwise fail with a bare "Network Error"). The refused address is never echoed: it is a
 * stranger's text.
 */
export function ApiRefusedNotice({ problem }: { problem?: ApiOverrideProblem | undefined }) {
  const [open, setOpen] = useState(true);
  const blocked = useSyncExternalStore(subscribeOverrideBlocked, overrideBlockedByPolicy, () => false);
  if (!open || (!problem && !blocked)) return null;
  if (!problem) {
    return (
      <div className="site-notice" role="status">
        <p>
          This link asked the site to load its data from another address, which this site’s security policy does not
          allow, so nothing could be loaded from it.
        </p>
        <a className="gc-button" data-variant="secondary" href={ownDataAddress()}>
          Use GiftCash’s own data
        </a>
      </div>
    );
  }
  return (
    <div className="site-notice" role="status">
      <p>
        This link asked the site to load its data from another address. It was ignored: you are seeing GiftCash’s own
        brands and offers.
      </p>
      <button type="button" className="gc-button" data-variant="secondary" onClick={() => setOpen(false)}>
        Dismiss
      </button>
    </div>
  );
}
