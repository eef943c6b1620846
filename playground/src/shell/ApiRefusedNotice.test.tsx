import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERRIDE_STORAGE_KEY, overrideBlockedByPolicy, resetOverrideBlocked } from '../apiOverride';
import { ApiRefusedNotice } from './ApiRefusedNotice';

/** What Chromium dispatches when the page's CSP blocks a fetch. */
function violation(blockedURI: string, effectiveDirective = 'connect-src') {
  const event = new Event('securitypolicyviolation');
  Object.assign(event, { blockedURI, effectiveDirective });
  act(() => void document.dispatchEvent(event));
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
    expect(notice).toHaveTextContent('This link asked the site to load its data from another address. It was ignored');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the page’s security policy blocks a taken ?api= origin, instead of a bare Network Error', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, 'http://127.0.0.1:4010/api');
    render(<ApiRefusedNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    // Other directives and other origins are none of its business.
    violation('http://127.0.0.1:4010/api/brands', 'img-src');
    violation('https://cdn.example/x.json');
    expect(screen.queryByRole('status')).toBeNull();
    violation('http://127.0.0.1:4010/api/brands');
    expect(screen.getByRole('status')).toHaveTextContent('which this site’s security policy does not allow');
    expect(screen.getByRole('link', { name: 'Use GiftCash’s own data' })).toHaveAttribute('href', '/?api=sample');
    expect(overrideBlockedByPolicy()).toBe(true);
    // The tab's later pages do not try it again.
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});
