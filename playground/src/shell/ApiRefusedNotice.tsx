import { useState, useSyncExternalStore } from 'react';
import {
  overrideBlockedByPolicy,
  subscribeOverrideBlocked,
  type ApiOverrideProblem,
} from '../apiOverride';

/**
 * Shown when the address had an `?api=` data address the site does not trust (`problem`, see
 * `../apiOverride.ts`), or one it took but its Content-Security-Policy blocks (the page then
 * reloads on the site's own data; without this the requests failed with a bare "Network Error").
 * The refused address is never echoed: it is a stranger's text.
 */
export function ApiRefusedNotice({ problem }: { problem?: ApiOverrideProblem | undefined }) {
  const [open, setOpen] = useState(true);
  const blocked = useSyncExternalStore(
    subscribeOverrideBlocked,
    overrideBlockedByPolicy,
    () => false,
  );
  if (!open || (!problem && !blocked)) return null;
  return (
    <div className="site-notice" role="status">
      <p>
        {problem
          ? 'This link asked the site to load its data from another address. It was ignored: you are seeing GiftCash’s own brands and offers.'
          : 'This link asked the site to load its data from another address, which this site’s security policy does not allow. It was ignored: you are seeing GiftCash’s own brands and offers.'}
      </p>
      <button
        type="button"
        className="gc-button"
        data-variant="secondary"
        onClick={() => setOpen(false)}
      >
        Dismiss
      </button>
    </div>
  );
}
