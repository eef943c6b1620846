/**
 * The home hero's illustration: a phone showing a gift card, with an "instant cashback"
 * notification beside it. Decorative (the headline says it all), drawn inline so it costs no
 * request and never delays the headline. Its colours are the `--gc-art-hero-*` tokens, so the
 * dark theme gets its own softer variant; the notification's words are real text, not SVG text,
 * so they stay readable at any size.
 */
export function HeroArt() {
  return (
    <div className="home-hero-art" aria-hidden="true">
      <svg className="home-hero-art-svg" viewBox="0 0 320 340" focusable="false">
        <defs>
          <linearGradient id="home-hero-card-fill" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="home-art-card-start" />
            <stop offset="1" className="home-art-card-end" />
          </linearGradient>
        </defs>
        <circle className="home-art-backdrop" cx="160" cy="176" r="150" />
        <g className="home-hero-art-phone">
          <rect className="home-art-phone" x="82" y="18" width="164" height="306" rx="28" />
          <rect className="home-art-screen" x="91" y="27" width="146" height="288" rx="20" />
          <rect className="home-art-phone" x="142" y="35" width="44" height="9" rx="4.5" />
          <rect fill="url(#home-hero-card-fill)" x="103" y="60" width="122" height="78" rx="10" />
          <circle className="home-art-card-detail" cx="122" cy="80" r="9" />
          <rect className="home-art-card-detail" x="113" y="118" width="46" height="7" rx="3.5" />
          <rect className="home-art-card-detail" x="197" y="116" width="18" height="11" rx="3" />
          <rect className="home-art-line" x="103" y="154" width="92" height="10" rx="5" />
          <rect className="home-art-line" x="103" y="172" width="62" height="8" rx="4" />
          <rect className="home-art-line" x="103" y="198" width="36" height="24" rx="12" />
          <rect className="home-art-card-start" x="146" y="198" width="36" height="24" rx="12" />
          <rect className="home-art-line" x="189" y="198" width="36" height="24" rx="12" />
          <rect className="home-art-button" x="103" y="270" width="122" height="30" rx="15" />
        </g>
        <circle className="home-art-coin" cx="52" cy="250" r="18" />
        <circle className="home-art-coin-edge" cx="52" cy="250" r="11" />
        <circle className="home-art-coin" cx="278" cy="296" r="12" />
        <path className="home-art-sparkle" d="M46 84l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
      </svg>
      <div className="home-hero-bubble">
        <svg className="home-hero-bubble-icon" viewBox="0 0 24 24" focusable="false">
          <circle cx="12" cy="12" r="12" />
          <path d="M7 12.5l3.2 3.2L17 9" />
        </svg>
        <span className="home-hero-bubble-text">
          <strong>+£5.00 cashback</strong> <span>Paid instantly</span>
        </span>
      </div>
    </div>
  );
}
