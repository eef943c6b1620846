/**
 * Scrolls `target` (the catalogue's results) to the top of the screen when too little of it
 * shows: its top is above the screen, or fewer than `minVisible` px of it fit under its top (on a
 * phone the results of a chosen category start at the bottom of the screen). Results
 * already in view stay where they are. The target's `scroll-margin-top` keeps it clear of a
 * sticky header.
 */
export function revealResults(target: HTMLElement, smooth: boolean, minVisible?: number): boolean {
  const view = target.ownerDocument.defaultView;
  if (!view) return false;
  const { top } = target.getBoundingClientRect();
  // By default 160 px, or 40% of the screen when that is more: on a phone whose first screen is
  // compact, results starting in its last quarter still come up.
  if (top >= 0 && top + (minVisible ?? Math.max(160, view.innerHeight * 0.4)) <= view.innerHeight)
    return false;
  target.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  return true;
}
