import { useState } from 'react';

/**
 * Shown when the address had an `?api=` data address the site does not trust (see
 * `../apiOverride.ts`). The refused address is never echoed: it is a stranger's text.
 */
export function ApiRefusedNotice() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
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
