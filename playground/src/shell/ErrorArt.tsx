/*
 * The site's error state illustrations, drawn inline (a few hundred bytes each) with the
 * core `.gc-state-art` classes and --gc-state-art-* tokens, so both themes have their colours.
 * Decorative: hidden from assistive tech; a fixed 160 × 128 box (120 × 96 on a phone).
 */

/** A gift card torn in two: something went wrong. */
export function ErrorArt() {
  return (
    <svg
      className="gc-state-art"
      viewBox="0 0 160 128"
      width="160"
      height="128"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="gc-state-art-soft" cx="80" cy="70" rx="72" ry="50" />
      <g transform="rotate(-8 46 64)">
        <path
          className="gc-state-art-fill"
          d="M30 36h40l-6 10 8 10-8 10 8 10-8 10 6 6H30a8 8 0 0 1-8-8V44a8 8 0 0 1 8-8z"
        />
        <path className="gc-state-art-accent" d="M38 37.5h10v53H38z" />
        <path
          className="gc-state-art-line"
          d="M30 36h40l-6 10 8 10-8 10 8 10-8 10 6 6H30a8 8 0 0 1-8-8V44a8 8 0 0 1 8-8z"
        />
      </g>
      <g transform="rotate(8 106 64)">
        <path
          className="gc-state-art-fill gc-state-art-line"
          d="M84 36h40a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H84l-6-6 8-10-8-10 8-10-8-10 6-10z"
        />
        <path className="gc-state-art-line gc-state-art-dash" d="M96 54h24M96 68h14" />
      </g>
      <path className="gc-state-art-line" d="M77 14v10M65 19l5 7M89 19l-5 7" />
    </svg>
  );
}

/** A plug pulled out of its socket: the connection is down. */
export function OfflineArt() {
  return (
    <svg
      className="gc-state-art"
      viewBox="0 0 160 128"
      width="160"
      height="128"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="gc-state-art-soft" cx="80" cy="70" rx="72" ry="50" />
      <path
        className="gc-state-art-line"
        d="M10 98c22 0 22-28 40-28M124 68c18 0 16 30 30 30M74 62h10M74 78h10"
      />
      <rect
        className="gc-state-art-accent gc-state-art-line"
        x="46"
        y="54"
        width="28"
        height="32"
        rx="7"
      />
      <rect
        className="gc-state-art-fill gc-state-art-line"
        x="96"
        y="52"
        width="28"
        height="36"
        rx="7"
      />
      <path className="gc-state-art-line" d="M104 62h6M104 78h6M89 30v10M79 34l4 7M99 34l-4 7" />
    </svg>
  );
}
