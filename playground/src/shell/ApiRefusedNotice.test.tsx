import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onPolicyViolation,
  OVERRIDE_STORAGE_KEY,
  overrideBlockedByPolicy,
  REFUSED_STORAGE_KEY,
  resetOverrideBlocked,
} from '../apiOverride';
import { ApiRefusedNotice } from './ApiRefusedNotice';

/** A tab on `href` with its own sessionStorage, whose navigations are recorded. */
function fakeWindow(href: string) {
  const replace = vi.fn();
  const url = new URL(href);
  return {
    win: {
      sessionStorage: window.sessionStorage,
      location: { href, search: url.search, replace } as unknown as Location,
    },
    replace,
  };
}

afterEach(() => {
  resetOverrideBlocked();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('ApiRefusedNotice', () => {
  it('says an untrusted ?api= address was ignored, and can be dismissed', async () => {
    render(<ApiRefusedNotice problem="not-allowed" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'This link asked the site to load its data from another address. It was ignored',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders nothing when no ?api= was refused', () => {
    render(<ApiRefusedNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a taken ?api= that the page’s security policy blocks', () => {
  it('is refused: the override is dropped, the page reloads without it and the notice says why', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, 'http://127.0.0.1:4010/api');
    const { win, replace } = fakeWindow(
      'https://giftcash.co.uk/gift-card-deals?category=tech&api=http%3A%2F%2F127.0.0.1%3A4010%2Fapi',
    );
    render(<ApiRefusedNotice />);
    // Other directives and other origins are none of its business.
    act(() =>
      onPolicyViolation(
        { effectiveDirective: 'img-src', blockedURI: 'http://127.0.0.1:4010/api/brands' },
        win,
      ),
    );
    act(() =>
      onPolicyViolation(
        { effectiveDirective: 'connect-src', blockedURI: 'https://cdn.example/x.json' },
        win,
      ),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(replace).not.toHaveBeenCalled();

    act(() =>
      onPolicyViolation(
        { effectiveDirective: 'connect-src', blockedURI: 'http://127.0.0.1:4010/api/brands' },
        win,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'which this site’s security policy does not allow. It was ignored',
    );
    expect(overrideBlockedByPolicy()).toBe(true);
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFUSED_STORAGE_KEY)).toBe('blocked-by-policy');
    expect(replace).toHaveBeenCalledExactlyOnceWith(
      'https://giftcash.co.uk/gift-card-deals?category=tech',
    );
  });

  it('the page it reloads into shows the notice once', async () => {
    sessionStorage.setItem(REFUSED_STORAGE_KEY, 'blocked-by-policy');
    vi.resetModules();
    const fresh = await import('../apiOverride');
    expect(fresh.overrideBlockedByPolicy()).toBe(true);
    expect(sessionStorage.getItem(REFUSED_STORAGE_KEY)).toBeNull();
    vi.resetModules();
    expect((await import('../apiOverride')).overrideBlockedByPolicy()).toBe(false);
  });
});
