/**
 * Scrolls `target` (the catalogue's results) to the top of the screen (smoothly, unless the user
 * prefers reduced motion) when too little of it shows: its top is above the screen, or fewer than
 * `minVisible` px of it fit under its top (on a phone the results of a chosen category start at
 * the bottom of the screen). Results already in view stay where they are. The target's
 * `scroll-margin-top` keeps it clear of a sticky header.
 */
export function revealResults(target: HTMLElement, minVisible?: number): boolean {
  const view = target.ownerDocument.defaultView;
  if (!view) return false;
  const { top } = target.getBoundingClientRect();
  // By default 160 px, or 40% of the screen when that is more: on a phone whose first screen is
  // compact, results starting in its last quarter still come up.
  if (top >= 0 && top + (minVisible ?? Math.max(160, view.innerHeight * 0.4)) <= view.innerHeight)
    return false;
  // The motion preference is read here, when a reveal scrolls, rather than through a hook in the
  // view: the hook re-read the media query and re-subscribed to it on every keystroke's render.
  target.scrollIntoView?.({
    block: 'start',
    behavior: view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  return true;
}
