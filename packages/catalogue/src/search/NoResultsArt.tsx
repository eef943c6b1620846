/**
 * The no-match illustration: a magnifying glass over an empty gift card. Decorative, so
 * hidden from assistive tech; a fixed 160 × 128 box (120 × 96 on a phone, see `.gc-state-art`).
 */
export function NoResultsArt() {
  return (
    <svg
      className="gc-state-art"
      viewBox="0 0 160 128"
      width="160"
      height="128"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="gc-state-art-soft" cx="80" cy="68" rx="72" ry="52" />
      <rect className="gc-state-art-fill" x="18" y="30" width="92" height="60" rx="8" />
      <path className="gc-state-art-accent" d="M36 31.5h12v57H36z" />
      <rect className="gc-state-art-line" x="18" y="30" width="92" height="60" rx="8" />
      <path className="gc-state-art-line gc-state-art-dash" d="M60 48h30M60 62h18" />
      <circle className="gc-state-art-fill gc-state-art-line" cx="110" cy="74" r="22" />
      <path className="gc-state-art-line" d="M99 68a12 12 0 0 1 9-8" />
      <path className="gc-state-art-line gc-state-art-bold" d="M126 90l14 14" />
    </svg>
  );
}
