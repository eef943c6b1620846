/**
 * "The popup on a phone leads with a tap, not a QR code": the app download dialog per device.
 * The device is stubbed through the browser's own signals (user agent, touch points, `pointer: coarse`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppDownloadDialog } from './AppDownloadDialog';
import { DEFAULT_APP_LINKS } from './GiftcashProvider';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Makes the browser look like a device: its user agent, and whether `(pointer: coarse)` matches. */
function device(userAgent: string, coarse: boolean) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const matchMedia = vi.fn((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDialog() {
  const user = userEvent.setup();
  render(
    <AppDownloadDialog
      params={{ brand: 'tesco', amount: '25.00' }}
      description="Buy your £25.00 Tesco gift card in the GiftCash app."
      trigger={<button type="button">Buy Securely</button>}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
  return screen.findByRole('dialog', { name: 'Get the GiftCash app' });
}

const query = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams);

describe('AppDownloadDialog on each device', () => {
  it('iPhone: one button to the App Store carrying brand and amount, no Google Play badge, no QR code', async () => {
    device(IPHONE, true);
    const dialog = await openDialog();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Open in the App Store']);
    expect(links[0]).toHaveClass('gc-button');
    expect(links[0]!.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(query(links[0]!.getAttribute('href'))).toEqual({ brand: 'tesco', amount: '25.00' });
    expect(within(dialog).queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByTitle(/QR code/)).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      'Buy your £25.00 Tesco gift card in the GiftCash app. Tap the button to get it from the App Store.',
    );
  });

  it('Android: one button to Google Play, no App Store badge', async () => {
    device(ANDROID, true);
    const dialog = await openDialog();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Open in Google Play']);
    expect(links[0]!.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(query(links[0]!.getAttribute('href'))).toMatchObject({
      brand: 'tesco',
      amount: '25.00',
    });
    expect(within(dialog).queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByTitle(/QR code/)).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/Tap the button to get it from Google Play\.$/);
  });

  it('another phone or tablet (coarse pointer): opens the app through its download link, with both stores', async () => {
    device(LINUX, true);
    const dialog = await openDialog();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Open the GiftCash app',
      'Download on the App Store',
      'Get it on Google Play',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(
      `${DEFAULT_APP_LINKS.download}?brand=tesco&amount=25.00`,
    );
    expect(within(dialog).queryByTitle(/QR code/)).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      /Tap the button to open the app, or choose your store\.$/,
    );
  });

  it('desktop (fine pointer, desktop user agent): the QR code and both stores, as before', async () => {
    device(LINUX, false);
    const dialog = await openDialog();
    expect(within(dialog).getByTitle('QR code to download the GiftCash app')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Download on the App Store', 'Get it on Google Play']);
    expect(dialog).toHaveAccessibleDescription(
      'Buy your £25.00 Tesco gift card in the GiftCash app. Scan the code with your phone camera or choose your store.',
    );
  });

  it('reads the device only when it opens, so a closed dialog renders the same everywhere', async () => {
    const matchMedia = device(IPHONE, true);
    const user = userEvent.setup();
    render(<AppDownloadDialog trigger={<button type="button">Sign Up</button>} />);
    expect(matchMedia).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the GiftCash app' });
    expect(matchMedia).toHaveBeenCalledWith('(pointer: coarse)');
    expect(dialog).toHaveAccessibleDescription(
      'Buy gift cards, earn instant cashback and play for real prizes in the GiftCash app. Tap the button to get it from the App Store.',
    );
  });
});
