/**
 * The empty-list illustration of the account area: an empty wallet with a dashed slot
 * where a gift card would sit. Decorative, so hidden from assistive tech; a fixed 160 × 128 box
 * (120 × 96 on a phone, see `.gc-state-art`).
 */
export function EmptyWalletArt() {
  return (
    <svg
      className="gc-state-art"
      viewBox="0 0 160 128"
      width="160"
      height="128"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="gc-state-art-soft" cx="80" cy="70" rx="72" ry="52" />
      <rect
        className="gc-state-art-fill gc-state-art-line gc-state-art-dash"
        x="42"
        y="18"
        width="76"
        height="48"
        rx="6"
      />
      <rect
        className="gc-state-art-accent gc-state-art-line"
        x="22"
        y="42"
        width="112"
        height="66"
        rx="12"
      />
      <path className="gc-state-art-line gc-state-art-dash" d="M36 94h56" />
      <rect
        className="gc-state-art-fill gc-state-art-line"
        x="106"
        y="62"
        width="38"
        height="26"
        rx="8"
      />
      <circle className="gc-state-art-line" cx="121" cy="75" r="2" />
    </svg>
  );
}
