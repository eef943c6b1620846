// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealSlide } from './revealSlide';

// jsdom has no layout: the row and the card get the boxes a browser would give them. Whether the
// row then lands where it should (the card whole, on a snap position) is for a real browser:
// e2e/embed/partnerPages.spec.ts tabs through every card of a 720 px row, both ways.
const FADE = 16;

function setup(row: { left: number; width: number }, card: { left: number; width: number }) {
  const view = document.createElement('div');
  view.style.scrollPaddingInlineStart = `${FADE}px`;
  const link = document.createElement('a');
  link.href = '#';
  view.append(link);
  document.body.append(view);
  const box = ({ left, width }: { left: number; width: number }) =>
    ({ left, right: left + width, width, top: 0, bottom: 100, height: 100 }) as DOMRect;
  view.getBoundingClientRect = () => box(row);
  link.getBoundingClientRect = () => box(card);
  const scrollIntoView = vi.fn();
  link.scrollIntoView = scrollIntoView;
  return { view, link, scrollIntoView };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealSlide', () => {
  it('brings a card under the end fade of a 720 px row to the row start (a snap position)', () => {
    // The fifth card of a 720 px row: 16 + 4 × 150 = 616 to 754, past 720 − 16.
    const { view, link, scrollIntoView } = setup(
      { left: 0, width: 720 },
      { left: 616, width: 138 },
    );
    revealSlide(view, link);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'start' });
  });

  it('any card a person can see whole leaves the row where it is; any other one moves it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 200, max: 1400 }),
        fc.integer({ min: -400, max: 1600 }),
        (left, width, at) => {
          document.body.innerHTML = '';
          const card = { left: left + at, width: 138 };
          const { view, link, scrollIntoView } = setup({ left, width }, card);
          revealSlide(view, link);
          const whole = card.left >= left + FADE && card.left + 138 <= left + width - FADE;
          expect(scrollIntoView).toHaveBeenCalledTimes(whole ? 0 : 1);
        },
      ),
    );
  });
});
