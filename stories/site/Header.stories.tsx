import { useState } from 'react';
import type { Story } from '@ladle/react';
import { SiteHeader } from '../../playground/src/shell/SiteHeader';
import type { Theme } from '../../playground/src/shell/theme';

export default { title: 'Site / Header' };

const noop = () => undefined;

/** Signed out: account icon opens sign-in, Sign Up opens the app download dialog. */
export const Default: Story = () => (
  <SiteHeader
    currentPath="/"
    signedIn={false}
    theme="light"
    onThemeChange={noop}
    onAccountClick={noop}
    onSignOut={noop}
  />
);

/** Signed in: the account icon goes to the account, the user menu has Account and Log out. */
export const SignedIn: Story = () => (
  <SiteHeader
    currentPath="/games"
    signedIn
    theme="light"
    onThemeChange={noop}
    onAccountClick={noop}
    onSignOut={noop}
  />
);

/** State held by the story: the theme toggle and sign-in/out work. */
export const Controlled: Story = () => {
  const [theme, setTheme] = useState<Theme>('light');
  const [signedIn, setSignedIn] = useState(false);
  return (
    <div
      data-theme={theme}
      style={{ background: 'var(--gc-bg)', color: 'var(--gc-text)', minHeight: 320 }}
    >
      <SiteHeader
        currentPath="/gift-card-deals"
        signedIn={signedIn}
        theme={theme}
        onThemeChange={setTheme}
        onAccountClick={() => setSignedIn(true)}
        onSignOut={() => setSignedIn(false)}
      />
      <p style={{ padding: 16 }}>
        Theme: {theme}. {signedIn ? 'Signed in.' : 'Signed out: press the account icon to sign in.'}
      </p>
    </div>
  );
};

/** The dark theme's tokens. */
export const Dark: Story = () => (
  <div
    data-theme="dark"
    style={{ background: 'var(--gc-bg)', color: 'var(--gc-text)', minHeight: 240 }}
  >
    <SiteHeader
      currentPath="/how-it-works"
      signedIn
      theme="dark"
      onThemeChange={noop}
      onAccountClick={noop}
      onSignOut={noop}
    />
  </div>
);

/** Below 768px the navigation moves into the menu button (use the width addon, or this frame). */
export const Mobile: Story = () => (
  <iframe
    title="Header at 375px"
    src="?story=site--header--default&mode=preview"
    width={375}
    height={600}
    style={{ border: '1px solid #ccc' }}
  />
);
