import './chrome.css';
import './SiteHeader.css';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { OUTBOUND_REL } from '@giftcash/core';
import { Link, useDismiss } from '@giftcash/core/react';
import { HELP_NAV, MAIN_NAV } from './nav';
import { ExternalIcon, MenuButton, type MenuItem } from './MenuButton';
import { SignUpButton } from './SignUpButton';
import { ThemeToggle } from './ThemeToggle';
import type { Theme } from './theme';
import type { PersonSummary } from './person';
import { CloseIcon, LogoMark, MenuIcon, UserIcon } from './icons';

export interface SiteHeaderProps {
  /** Path of the page shown, to mark the current navigation item. */
  currentPath: string;
  /** Whether the visitor is signed in (shows the user menu instead of Sign Up). */
  signedIn: boolean;
  /** The theme shown now. */
  theme: Theme;
  /** Called when the dark-mode toggle is pressed. */
  onThemeChange: (theme: Theme) => void;
  /** The account icon: go to `/account` when signed in, else open the sign-in modal. */
  onAccountClick: () => void;
  /** "Log out" in the user menu. */
  onSignOut: () => void;
  /**
   * The signed-in person (initials avatar, "Signed in as …" in the menus): `undefined` while it
   * loads (the avatar's place is kept), `null` when unknown (a generic person icon).
   */
  person?: PersonSummary | null | undefined;
}

const isCurrent = (href: string, path: string) =>
  href === '/'
    ? path === '/'
    : path === href ||
      path.startsWith(`${href}/`) ||
      (href === '/gift-card-deals' && (path === '/brand' || path === '/gift-cards'));

const helpItems: MenuItem[] = HELP_NAV.map((item) => ({ key: item.href, ...item }));

/**
 * The site header: logo, main navigation with the Help menu, dark-mode toggle, account icon,
 * Sign Up (app download popup) or the user menu, and below 768px a menu button that opens the
 * same items in a panel. Controlled: state and actions come in as props.
 */
export const SiteHeader = forwardRef<HTMLButtonElement, SiteHeaderProps>(function SiteHeader(
  { currentPath, signedIn, theme, onThemeChange, onAccountClick, onSignOut, person },
  accountButtonRef,
) {
  const userItems: MenuItem[] = [
    { key: 'account', label: 'Account', href: '/account' },
    { key: 'logout', label: 'Log out', onSelect: onSignOut },
  ];
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-logo" aria-label="GiftCash home">
          <LogoMark />
          <span className="site-logo-text" aria-hidden="true">
            GiftCash
          </span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav-list">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  className="site-nav-link"
                  href={item.href}
                  aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <MenuButton items={helpItems} buttonClassName="site-nav-link site-menu-button">
                Help
              </MenuButton>
            </li>
          </ul>
        </nav>
        <div className="site-header-actions">
          <ThemeToggle theme={theme} onThemeChange={onThemeChange} />
          <button
            ref={accountButtonRef}
            type="button"
            className="site-icon-button"
            aria-label={signedIn ? 'My account' : 'Sign in'}
            title={signedIn ? 'My account' : 'Sign in'}
            onClick={onAccountClick}
          >
            {signedIn ? <Avatar person={person} /> : <UserIcon />}
          </button>
          {signedIn ? (
            <MenuButton
              items={userItems}
              label="User menu"
              className="site-desktop-only"
              buttonClassName="site-menu-button site-user-button"
              align="end"
              heading={<SignedInAs person={person} />}
            >
              {null}
            </MenuButton>
          ) : (
            <SignUpButton
              className="gc-button site-desktop-only site-signup"
              currentPath={currentPath}
            />
          )}
          <MobileMenu
            currentPath={currentPath}
            signedIn={signedIn}
            onSignOut={onSignOut}
            person={person}
          />
        </div>
      </div>
    </header>
  );
});

/**
 * The round avatar inside the account button: the person's initials, a generic person icon
 * when there are none, or an empty circle of the same size while the profile loads, so the header
 * never changes size. Decorative: the button's name is "My account".
 */
function Avatar({ person }: { person: PersonSummary | null | undefined }) {
  const initials = person?.initials ?? '';
  return (
    // The initials are drawn by CSS (`content: attr(data-initials) / ''`): no text in the button, so
    // its name "My account" matches what it shows (axe label-content-name-mismatch).
    <span
      className="site-avatar"
      data-state={person === undefined ? 'loading' : initials ? 'initials' : 'icon'}
      data-initials={initials || undefined}
      aria-hidden="true"
    >
      {initials || person === undefined ? null : <UserIcon />}
    </span>
  );
}

/** "Signed in as Jane" (the name isolated, for right-to-left names), or "Signed in" without a name. */
function SignedInAs({ person }: { person: PersonSummary | null | undefined }) {
  return person?.firstName ? (
    <span className="site-signed-in-as">
      Signed in as{' '}
      <bdi className="site-person-name" title={person.firstName}>
        {person.firstName}
      </bdi>
    </span>
  ) : (
    <span className="site-signed-in-as">Signed in</span>
  );
}

interface MobileMenuProps {
  currentPath: string;
  signedIn: boolean;
  onSignOut: () => void;
  person?: PersonSummary | null | undefined;
}

/** The small-screen menu: a disclosure button and a panel with every header item. */
function MobileMenu({ currentPath, signedIn, onSignOut, person }: MobileMenuProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Close when the page changes (a link in the panel was followed).
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpen(false);
  }

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // Escape closes the panel (unless a dialog opened from it took the key) and focus returns to the button.
  useDismiss(panelRef, {
    open,
    outsidePress: false,
    onDismiss: () => {
      setOpen(false);
      buttonRef.current?.focus();
    },
  });

  return (
    <div className="site-mobile">
      <button
        ref={buttonRef}
        type="button"
        className="site-icon-button site-mobile-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div ref={panelRef} id={panelId} className="site-mobile-panel" hidden={!open}>
        <nav aria-label="Mobile">
          <ul className="site-mobile-list">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  className="site-mobile-link"
                  href={item.href}
                  aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="site-mobile-heading" id={`${panelId}-help`}>
            Help
          </p>
          <ul className="site-mobile-list" aria-labelledby={`${panelId}-help`}>
            {HELP_NAV.map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a
                    className="site-mobile-link"
                    href={item.href}
                    target="_blank"
                    rel={OUTBOUND_REL}
                  >
                    {item.label}
                    <span className="gc-visually-hidden"> (opens in a new tab)</span>
                    <ExternalIcon />
                  </a>
                ) : (
                  <Link
                    className="site-mobile-link"
                    href={item.href}
                    aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {signedIn ? (
            <p className="site-mobile-person">
              <SignedInAs person={person} />
            </p>
          ) : null}
          <div className="site-mobile-actions">
            {signedIn ? (
              <>
                <Link className="gc-button" href="/account" onClick={() => setOpen(false)}>
                  Account
                </Link>
                <button
                  type="button"
                  className="gc-button"
                  data-variant="secondary"
                  onClick={onSignOut}
                >
                  Log out
                </button>
              </>
            ) : (
              <SignUpButton className="gc-button" currentPath={currentPath} />
            )}
          </div>
        </nav>
      </div>
    </div>
  );
}
