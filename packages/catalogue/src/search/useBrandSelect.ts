import { useCallback, type MouseEvent } from 'react';
import type { Brand } from '@giftcash/core';

/** A connected screen's brand click: the caller's handler, then (unless it prevented it) a scroll to the top. */
export function useBrandSelect(
  onBrandSelect: ((brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
  scrollToTop: boolean,
) {
  return useCallback(
    (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => {
      onBrandSelect?.(brand, event);
      if (scrollToTop && !event.defaultPrevented)
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    },
    [onBrandSelect, scrollToTop],
  );
}
