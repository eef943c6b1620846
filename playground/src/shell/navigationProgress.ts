import './navigationProgress.css';

let pending = 0;

/**
 * Marks the page busy while `waiting` (a navigation waiting for the next page's code) is pending:
 * `data-navigating` on `<html>`, which shows a progress bar at the top of the screen
 * (navigationProgress.css: only after a moment, so a fast navigation shows nothing, and without
 * movement when motion is reduced), and `aria-busy` on `<main>`. Returns `waiting`.
 */
export function trackNavigation<T>(waiting: Promise<T>): Promise<T> {
  const root = document.documentElement;
  const main = document.getElementById('main');
  pending += 1;
  root.setAttribute('data-navigating', '');
  main?.setAttribute('aria-busy', 'true');
  const done = () => {
    pending -= 1;
    if (pending) return;
    root.removeAttribute('data-navigating');
    main?.removeAttribute('aria-busy');
  };
  waiting.then(done, done);
  return waiting;
}
