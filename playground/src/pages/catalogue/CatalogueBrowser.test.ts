// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealWhenShown } from './CatalogueBrowser';

function results(top: number) {
  const element = document.createElement('section');
  element.className = 'gc-catalogue-sections';
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + 500,
    left: 0,
    right: 390,
    width: 390,
    height: 500,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  element.scrollIntoView = vi.fn();
  return element;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('revealWhenShown (a category chosen on the home page lands on its brands)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('scrolls the results up once they appear low on the screen', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    const root = document.body.appendChild(document.createElement('div'));
    revealWhenShown(root);
    await frame();
    const target = results(760); // only 84 px of them would show
    root.append(target);
    await vi.waitFor(() => expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
  });

  it('leaves results that are already in view where they are, and stops watching', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    const root = document.body.appendChild(document.createElement('div'));
    const target = root.appendChild(results(300));
    revealWhenShown(root);
    await frame();
    await frame();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it('gives up when the person scrolls first', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    const root = document.body.appendChild(document.createElement('div'));
    revealWhenShown(root);
    await frame();
    window.dispatchEvent(new Event('touchmove'));
    const target = results(760);
    root.append(target);
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
