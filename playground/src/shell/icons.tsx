/** Decorative icons of the site chrome (hidden from assistive technology; controls carry the names). */
const base = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  'aria-hidden': true,
  focusable: false,
} as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SunIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="4.5" {...stroke} />
    <path
      d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      {...stroke}
    />
  </svg>
);

export const MoonIcon = () => (
  <svg {...base}>
    <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" {...stroke} />
  </svg>
);

export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" {...stroke} />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" {...stroke} />
  </svg>
);

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
  </svg>
);

export const CloseIcon = ({ size = 22 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <path d="M6 6l12 12M18 6L6 18" {...stroke} />
  </svg>
);

/** The GiftCash mark: a gift card with a coin. */
export const LogoMark = () => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
    <rect x="2" y="7" width="24" height="18" rx="4" fill="#fdc953" />
    <path d="M2 13h24" stroke="#1d1a12" strokeWidth="2" />
    <path d="M11 7v18" stroke="#1d1a12" strokeWidth="2" />
    <circle cx="25" cy="22" r="6" fill="#e8590c" stroke="#1d1a12" strokeWidth="1.5" />
    <path d="M25 19v6M23 21h4" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
