/**
 * The missing-game illustration: a wheel with an empty, dashed slice and a question mark where
 * the pointer would stop. Decorative, so hidden from assistive tech; drawn with core's
 * `.gc-state-art` classes and tokens (both themes), a fixed 160 × 128 box (120 × 96 on a phone).
 */
export function MissingGameArt() {
  return (
    <svg className="gc-state-art" viewBox="0 0 160 128" width="160" height="128" aria-hidden="true" focusable="false">
      <ellipse className="gc-state-art-soft" cx="80" cy="70" rx="72" ry="50" />
      <circle className="gc-state-art-fill gc-state-art-line" cx="80" cy="68" r="40" />
      <path className="gc-state-art-accent" d="M80 68V28a40 40 0 0 1 34.6 20zM80 68L45.4 88A40 40 0 0 1 45.4 48z" />
      <path className="gc-state-art-line" d="M80 28v80M45.4 48l69.2 40M45.4 88l69.2-40" />
      <path className="gc-state-art-line gc-state-art-dash" d="M80 68l34.6 20a40 40 0 0 1-34.6 20" />
      <circle className="gc-state-art-fill gc-state-art-line" cx="80" cy="68" r="8" />
      <path className="gc-state-art-line" d="M72 14l8 10 8-10z" />
      <path className="gc-state-art-line gc-state-art-bold" d="M137 50v0" />
      <path className="gc-state-art-line" d="M130 30a7 7 0 1 1 7 8v4" />
    </svg>
  );
}
