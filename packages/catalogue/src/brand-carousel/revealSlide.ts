const SLIDE = '.gc-brand-carousel-slide';

/**
 * Scrolls a carousel row (`view`, the scroller) so that the slide holding `target` shows whole
 * between the row's edge fades (its `scroll-padding-inline`), landing on a snap position (a
 * slide's start) so the row's scroll snapping leaves it there. A slide past the end edge brings
 * the nearest start that shows it whole; one past the start edge comes to the start. Nothing
 * moves when it already shows whole. Right to left mirrors it. Returns how far the row moved,
 * in pixels along its direction (0 when it did not).
 */
export function revealSlide(view: HTMLElement, target: Element): number {
  const slide = target.closest(SLIDE);
  if (!slide || !view.contains(slide)) return 0;
  const style = getComputedStyle(view);
  const rtl = style.direction === 'rtl';
  const fade = parseFloat(style.scrollPaddingInlineStart) || 0;
  // Distances along the row from its start edge: the left, or the right when right to left.
  const along = (element: Element) => {
    const box = element.getBoundingClientRect();
    return rtl ? { start: -box.right, end: -box.left } : { start: box.left, end: box.right };
  };
  const row = along(view);
  const first = row.start + fade;
  const last = row.end - fade;
  const card = along(slide);
  let delta: number;
  if (card.start < first - 0.5) delta = card.start - first;
  else if (card.end > last + 0.5) {
    const needed = card.end - last;
    const starts = [...view.querySelectorAll(SLIDE)]
      .map((other) => along(other).start - first)
      .filter((offset) => offset >= needed - 0.5);
    delta = starts.length ? Math.min(...starts) : needed;
  } else return 0;
  view.scrollLeft += rtl ? -delta : delta;
  return delta;
}
