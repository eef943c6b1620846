/** Small inline icons, 18 px (decorative: the text next to them carries the meaning). */

export function TickIcon() {
  return (
    <svg
      className="gc-account-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="var(--gc-success)" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="var(--gc-bg)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg
      className="gc-account-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg
      className="gc-account-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="8"
        y="8"
        width="12"
        height="12"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The profile icon: a person, with a tick badge when verified or an exclamation badge when not. */
export function ProfileIcon({ verified }: { verified: boolean }) {
  return (
    <svg
      className="gc-account-profile-icon"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="32"
        cy="32"
        r="30"
        fill="var(--gc-surface)"
        stroke="var(--gc-border)"
        strokeWidth="2"
      />
      <circle cx="32" cy="25" r="10" fill="var(--gc-text-muted)" />
      <path d="M14 50c3-9 10-13 18-13s15 4 18 13" fill="var(--gc-text-muted)" />
      <circle
        cx="50"
        cy="50"
        r="11"
        fill={verified ? 'var(--gc-success)' : 'var(--gc-danger)'}
        stroke="var(--gc-bg)"
        strokeWidth="2"
      />
      {verified ? (
        <path
          d="M45 50.5l3.4 3.4L55 47"
          fill="none"
          stroke="var(--gc-bg)"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M50 44v7.5M50 55.5v.5"
          fill="none"
          stroke="var(--gc-bg)"
          strokeWidth="2.8"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
