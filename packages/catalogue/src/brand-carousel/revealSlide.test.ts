// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { revealSlide } from './revealSlide';

// jsdom has no layout: the row and its slides get boxes the way a browser lays them out (slides of
// `width` px with `gap` px between, after the track's padding, as wide as the fade), moved by the
// row's scrollLeft, and right to left laid out from the right edge.
const FADE = 16;

function row({
  width,
  slides,
  slideWidth = 138,
  gap = 12,
  scrollLeft = 0,
  dir = 'ltr',
}: {
  width: number;
  slides: number;
  slideWidth?: number;
  gap?: number;
  scrollLeft?: number;
  dir?: 'ltr' | 'rtl';
}) {
  const view = document.createElement('div');
  view.style.direction = dir;
  view.style.scrollPaddingInlineStart = `${FADE}px`;
  const rect = (left: number, w: number) =>
    ({ left, right: left + w, width: w, top: 0, bottom: 100, height: 100 }) as DOMRect;
  view.getBoundingClientRect = () => rect(0, width);
  const rtl = dir === 'rtl';
  for (let index = 0; index < slides; index += 1) {
    const slide = document.createElement('div');
    slide.className = 'gc-brand-carousel-slide';
    const link = document.createElement('a');
    link.href = '#';
    slide.append(link);
    // Distance of the slide's start from the row's start edge, less what is scrolled.
    const start = () => FADE + index * (slideWidth + gap) - Math.abs(view.scrollLeft);
    slide.getBoundingClientRect = () =>
      rtl ? rect(width - start() - slideWidth, slideWidth) : rect(start(), slideWidth);
    view.append(slide);
  }
  let scroll = scrollLeft;
  Object.defineProperty(view, 'scrollLeft', {
    get: () => scroll,
    set: (value: number) => void (scroll = value),
  });
  document.body.append(view);
  const link = (index: number) => view.children[index]!.querySelector('a') as HTMLAnchorElement;
  /** How far slide `index` reaches under either fade (0: it shows whole). */
  const underFade = (index: number) => {
    const box = view.children[index]!.getBoundingClientRect();
    return Math.max(0, FADE - box.left, box.right - (width - FADE));
  };
  return { view, link, underFade };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealSlide', () => {
  it('a card focused past the end edge of a 720 px row comes whole into view on a card start', () => {
    const { view, link, underFade } = row({ width: 720, slides: 17 });
    expect(underFade(4)).toBeGreaterThan(0);
    const moved = revealSlide(view, link(4));
    expect(underFade(4)).toBe(0);
    // A snap position: a slide's start sits on the fade's inner edge.
    expect(moved % 150).toBe(0);
  });

  it('a card already whole does not move the row', () => {
    const { view, link } = row({ width: 720, slides: 17 });
    expect(revealSlide(view, link(1))).toBe(0);
    expect(view.scrollLeft).toBe(0);
  });

  it('a card before the start edge comes to the start', () => {
    const { view, link, underFade } = row({ width: 720, slides: 17, scrollLeft: 600 });
    expect(underFade(3)).toBeGreaterThan(0);
    expect(revealSlide(view, link(3))).toBe(-150);
    expect(underFade(3)).toBe(0);
  });

  it('any row width, card, position and direction: the focused card ends whole, on a snap position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 1400 }),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 29 }),
        fc.constantFrom<'ltr' | 'rtl'>('ltr', 'rtl'),
        (width, card, at, dir) => {
          document.body.innerHTML = '';
          const { view, link, underFade } = row({
            width,
            slides: 30,
            dir,
            scrollLeft: (dir === 'rtl' ? -1 : 1) * at * 150,
          });
          revealSlide(view, link(card));
          expect(underFade(card)).toBe(0);
          expect(Math.abs(view.scrollLeft) % 150).toBe(0);
        },
      ),
    );
  });
});
