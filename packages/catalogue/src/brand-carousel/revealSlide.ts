/**
 * Brings `target` (a focused card) whole into view in a carousel row (`view`, the scroller)
 * when part of it is out of the row or under an edge fade (the row's `scroll-padding-inline`):
 * it comes to the row's start, which is a snap position (slides snap by their start), so the
 * row's scroll snapping leaves it there. Nothing moves when it already shows whole. The start is
 * the right edge right to left.
 */
export function revealSlide(view: HTMLElement, target: Element): void {
  const fade = parseFloat(getComputedStyle(view).scrollPaddingInlineStart) || 0;
  const row = view.getBoundingClientRect();
  const card = target.getBoundingClientRect();
  if (card.left < row.left + fade - 0.5 || card.right > row.right - fade + 0.5)
    target.scrollIntoView?.({ block: 'nearest', inline: 'start' });
}
