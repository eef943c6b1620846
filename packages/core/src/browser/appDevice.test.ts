import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { appDeviceOf, detectAppDevice } from './appDevice';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  kindle:
    'Mozilla/5.0 (Linux; U; en-US) AppleWebKit/528.5+ (KHTML, like Gecko, Safari/528.5+) Version/4.0 Kindle/3.0 (screen 600x800; rotate)',
};

afterEach(() => vi.unstubAllGlobals());

describe('appDeviceOf', () => {
  it('knows iOS (also iPadOS asking for the desktop site), Android, other handhelds and desktops', () => {
    expect(appDeviceOf({ userAgent: UA.iphone, maxTouchPoints: 5, coarsePointer: true })).toBe(
      'ios',
    );
    expect(appDeviceOf({ userAgent: UA.ipadDesktop, maxTouchPoints: 5, coarsePointer: true })).toBe(
      'ios',
    );
    expect(appDeviceOf({ userAgent: UA.ipadDesktop, maxTouchPoints: 0 })).toBe('desktop'); // a real Mac
    expect(appDeviceOf({ userAgent: UA.android, coarsePointer: true })).toBe('android');
    expect(appDeviceOf({ userAgent: UA.androidTablet })).toBe('android');
    expect(appDeviceOf({ userAgent: UA.kindle })).toBe('handheld');
    expect(appDeviceOf({ userAgent: UA.windows, coarsePointer: true })).toBe('handheld'); // a touch-first tablet
    expect(appDeviceOf({ userAgent: UA.windows, maxTouchPoints: 10 })).toBe('desktop'); // a touch laptop with a mouse
  });

  it('calls any device with a coarse primary pointer a phone or tablet (never desktop)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(10),
        (userAgent, maxTouchPoints) =>
          appDeviceOf({ userAgent, maxTouchPoints, coarsePointer: true }) !== 'desktop',
      ),
    );
  });

  it('reads the browser, and says desktop without one', () => {
    vi.stubGlobal('navigator', { userAgent: UA.android, maxTouchPoints: 5 });
    expect(detectAppDevice()).toBe('android');
    vi.stubGlobal('navigator', undefined);
    expect(detectAppDevice()).toBe('desktop');
  });
});
