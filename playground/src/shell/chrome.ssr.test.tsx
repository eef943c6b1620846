// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './CookieBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const noop = () => undefined;

// The chrome's view components are controlled: they render on the server (no window access).
describe('site chrome on the server', () => {
  it('renders the header, signed out and signed in', () => {
    const out = renderToString(
      <SiteHeader
        currentPath="/games"
        signedIn={false}
        theme="dark"
        onThemeChange={noop}
        onAccountClick={noop}
        onSignOut={noop}
      />,
    );
    expect(out).toContain('aria-label="Sign in"');
    expect(out).toContain('aria-pressed="true"');
    expect(out).toMatch(
      /aria-current="page"[^>]*href="\/games"|href="\/games"[^>]*aria-current="page"/,
    );
    const signedIn = renderToString(
      <SiteHeader
        currentPath="/"
        signedIn
        theme="light"
        onThemeChange={noop}
        onAccountClick={noop}
        onSignOut={noop}
      />,
    );
    expect(signedIn).toContain('aria-label="User menu"');
  });

  it('renders the footer with version and the cookie banner with its text', () => {
    expect(renderToString(<SiteFooter />)).toMatch(/Version (<!-- -->)?1\.0\.2/);
    expect(renderToString(<CookieBanner onAccept={noop} onClose={noop} />)).toContain(
      'We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.',
    );
  });
});
