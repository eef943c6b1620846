import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A Web Animation stand-in: `currentTime` runs on the (possibly fake) clock from its creation,
 * `finished` resolves when the test calls `finish()`.
 */
export interface FakeAnimation {
  finished: Promise<void>;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  createdAt: number;
  currentTime: number;
  finish: () => void;
  cancel: ReturnType<typeof vi.fn>;
}

/**
 * jsdom has no Web Animations. Installs, around each test of the calling file, an `animate` that
 * records every animation in the returned list (emptied before each test) so that the test can
 * read its keyframes and finish it when it chooses.
 */
export function installFakeAnimations(): FakeAnimation[] {
  const animations: FakeAnimation[] = [];
  beforeEach(() => {
    animations.length = 0;
    (Element.prototype as unknown as { animate: unknown }).animate = function animate(
      keyframes: Keyframe[],
      options: KeyframeAnimationOptions,
    ) {
      let resolve!: () => void;
      const finished = new Promise<void>((r) => (resolve = r));
      const createdAt = Date.now();
      const animation: FakeAnimation = {
        finished,
        keyframes,
        options,
        createdAt,
        get currentTime() {
          return Date.now() - createdAt;
        },
        finish: () => resolve(),
        cancel: vi.fn(),
      };
      animations.push(animation);
      return animation;
    };
  });
  afterEach(() => {
    delete (Element.prototype as unknown as { animate?: unknown }).animate;
  });
  return animations;
}
