import { useEffect } from 'react';
import { decodeUrlPart } from '@giftcash/core';

/** A new page starts at the top; an address with `#part` scrolls to that part instead. */
export function useScrollOnNavigate(pathname: string, hash: string): void {
  useEffect(() => {
    const id = decodeUrlPart(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else if (!id) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
