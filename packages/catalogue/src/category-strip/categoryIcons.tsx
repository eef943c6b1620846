import type { SVGProps } from 'react';

/**
 * One small stroke icon per known category slug (24 × 24 paths), and a plus-in-circle for
 * any other slug. Paths are kept short on purpose: the strip ships inside partner pages.
 */
const PATHS: Record<string, string> = {
  groceries: 'M3 4h2l2.4 11h11L21 7H6.2M9 20a1 1 0 1 0 0-.1M18 20a1 1 0 1 0 0-.1',
  'gifts-and-lifestyle': 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10 3 7 4 8 7M12 7c2-4 5-3 4 0',
  'department-stores': 'M3 9l9-5 9 5v11H3zM7 20v-6h4v6M14 13h4v3h-4',
  'eating-and-drinking-out': 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 21V3c-3 2-4 5-4 9h4',
  'fashion-and-fitness': 'M8 4l4 3 4-3 4 4-3 3v9H7v-9L4 8z',
  tech: 'M4 5h16v10H4zM2 19h20M10 15l-1 4M14 15l1 4',
  'entertainment-and-activities': 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM10 7v12',
  'travel-and-holiday': 'M2 16l20-7-3-2-6 2-6-5-2 1 4 6-4 1-2-2-2 1 3 4z',
  takeaway: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  'multi-brand-gift-cards': 'M3 7h14v10H3zM7 4h14v10M3 11h14',
  'health-and-beauty': 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  'home-garden-and-diy': 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
};

const PLUS_IN_CIRCLE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8';

/** Whether a slug has its own icon (the twelve known slugs). */
export const hasCategoryIcon = (slug: string): boolean =>
  Object.prototype.hasOwnProperty.call(PATHS, slug);

/**
 * Props of {@link CategoryIcon}: an `<svg>`'s attributes (spread on it), plus the slug that picks
 * the drawing.
 */
export interface CategoryIconProps extends SVGProps<SVGSVGElement> {
  /** Category slug; unknown slugs get a plus in a circle. */
  slug: string;
}

/** A decorative category icon (`aria-hidden`; the button's text names it). */
export function CategoryIcon({ slug, ...rest }: CategoryIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={hasCategoryIcon(slug) ? slug : 'generic'}
      {...rest}
    >
      <path d={hasCategoryIcon(slug) ? PATHS[slug] : PLUS_IN_CIRCLE} />
    </svg>
  );
}
