import fc from 'fast-check';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDownloadDialog, withParams } from './AppDownloadDialog';
import { Dialog } from './Dialog';
import { ErrorBoundary } from './ErrorBoundary';
import { FallbackImage } from './FallbackImage';
import { GiftcashProvider, useGiftcash } from './GiftcashProvider';
import { Link } from './Link';
import { PLACEHOLDER_IMAGE } from './placeholderImage';
import { StatusMessage } from './StatusMessage';
import { timeRemaining, useCountdown } from './useCountdown';
import { useControllableState } from './useControllableState';
import { useResource } from './useResource';
import type { DataProvider } from '../data/provider';

const fakeProvider = {} as DataProvider;

describe('useControllableState', () => {
  it('is uncontrolled with defaultValue and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });
  it('follows value when controlled', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 0, onChange }),
      {
        initialProps: { value: 5 },
      },
    );
    act(() => result.current[1]((n) => n + 1));
    expect(onChange).toHaveBeenCalledWith(6);
    expect(result.current[0]).toBe(5);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });
  it('warns when switching from uncontrolled to controlled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(
      ({ value }) => useControllableState<number>({ value, defaultValue: 0, name: 'Thing' }),
      {
        initialProps: { value: undefined as number | undefined },
      },
    );
    rerender({ value: 3 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Thing is changing from uncontrolled to controlled'),
    );
  });
});

describe('useCountdown', () => {
  afterEach(() => vi.useRealTimers());
  it('splits time and floors at 0', () => {
    expect(timeRemaining(3_723_000, 0)).toEqual({
      total: 3_723_000,
      hours: 1,
      minutes: 2,
      seconds: 3,
    });
    expect(timeRemaining(0, 5000)).toEqual({ total: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('ticks every second, floors at 0 and cleans up', () => {
    vi.useFakeTimers({ now: 0 });
    const { result, unmount } = renderHook(() => useCountdown(2500));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.total).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
  it('clears its interval on unmount', () => {
    vi.useFakeTimers({ now: 0 });
    const { unmount } = renderHook(() => useCountdown(60_000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('GiftcashProvider', () => {
  it('throws a how-to-fix message outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useGiftcash())).toThrow(/Wrap your app .* in <GiftcashProvider/);
  });
  it('Link uses the router on plain clicks and leaves modified clicks to the browser', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <GiftcashProvider provider={fakeProvider} navigate={navigate}>
        <Link href="/brand/tesco">Tesco</Link>
      </GiftcashProvider>,
    );
    const link = screen.getByRole('link', { name: 'Tesco' });
    expect(link).toHaveAttribute('href', '/brand/tesco');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/brand/tesco');
  });
});

describe('useResource', () => {
  it('loads, keeps data when a reload fails, and aborts on unmount', async () => {
    let fail = false;
    let lastSignal: AbortSignal | undefined;
    const load = vi.fn(async (_p: DataProvider, signal: AbortSignal) => {
      lastSignal = signal;
      if (fail) throw new Error('Network Error');
      return 'data';
    });
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <GiftcashProvider provider={fakeProvider}>{children}</GiftcashProvider>
    );
    const { result, unmount } = renderHook(() => useResource(load), { wrapper });
    expect(result.current.status).toBe('loading');
    await vi.waitFor(() => expect(result.current.status).toBe('success'));
    fail = true;
    act(() => result.current.reload());
    await vi.waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.data).toBe('data');
    unmount();
    expect(lastSignal?.aborted).toBe(true);
  });
});

describe('dialogs', () => {
  it('AppDownloadDialog has an accessible name, a QR code and store links, and returns focus to its trigger', async () => {
    const user = userEvent.setup();
    render(
      <AppDownloadDialog
        params={{ brand: 'tesco', amount: '25.00' }}
        trigger={
          <button type="button" className="gc-button">
            Buy Securely
          </button>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Buy Securely' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Get the GiftCash app' });
    expect(dialog).toBeVisible();
    expect(screen.getByTitle('QR code to download the GiftCash app')).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(appStore.getAttribute('href')).toContain('brand=tesco');
    expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Dialog closes from its close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog title="How to Play" defaultOpen onOpenChange={onOpenChange}>
        Spin the wheel.
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('withParams appends encoded parameters', () => {
    expect(withParams('https://x.test/app?a=1', { amount: '25.00', brand: 'a b' })).toBe(
      'https://x.test/app?a=1&amount=25.00&brand=a+b',
    );
    expect(withParams('not a url', { a: '1' })).toBe('not a url');
  });
});

describe('FallbackImage', () => {
  // The default placeholder is inline SVG elements (a strict CSP blocks `data:` images).
  it('shows the inline placeholder for unsafe URLs and after a load error, named like the image', () => {
    const { rerender, container } = render(
      <FallbackImage
        src="javascript:alert(1)"
        alt="Logo"
        className="gc-logo"
        width={88}
        height={88}
      />,
    );
    const placeholder = screen.getByRole('img', { name: 'Logo' });
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAttribute('data-fallback', '');
    expect(placeholder).toHaveClass('gc-logo');
    expect(placeholder).toHaveAttribute('width', '88');
    rerender(<FallbackImage src="https://img.test/logo.png" alt="Logo" />);
    const img = screen.getByAltText('Logo');
    expect(img).toHaveAttribute('src', 'https://img.test/logo.png');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Logo' }).tagName.toLowerCase()).toBe('svg');
    expect(container.innerHTML).not.toContain('data:');
  });

  it('swaps an image that had already failed when React attached (an error before hydration)', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<FallbackImage src="https://img.test/blocked.png" alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' }).tagName.toLowerCase()).toBe('svg');
    vi.restoreAllMocks();
  });

  it('keeps an image that had already loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(88);
    render(<FallbackImage src="https://img.test/logo.png" alt="Logo" />);
    expect(screen.getByAltText('Logo')).toHaveAttribute('src', 'https://img.test/logo.png');
    vi.restoreAllMocks();
  });

  it('hides a decorative placeholder, and uses fallbackSrc when one is given', () => {
    const { rerender, container } = render(<FallbackImage src={undefined} alt="" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<FallbackImage src={undefined} alt="Logo" fallbackSrc={PLACEHOLDER_IMAGE} />);
    expect(screen.getByAltText('Logo')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('never puts a data: URI in the page for missing, unsafe or broken images (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(undefined),
          fc.string(),
          fc.webUrl(),
          fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'vbscript:x'),
        ),
        fc.string(),
        (src, alt) => {
          const { container, unmount } = render(<FallbackImage src={src} alt={alt} />);
          const img = container.querySelector('img');
          if (img) act(() => void img.dispatchEvent(new Event('error')));
          const html = container.innerHTML;
          unmount();
          return !html.includes('data:');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('ErrorBoundary and StatusMessage', () => {
  it('contains a crash and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('boom');
    };
    render(
      <div>
        <p>Host content</p>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('Host content')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
  it('error status is an alert with Retry', async () => {
    const onRetry = vi.fn();
    render(
      <StatusMessage kind="error" onRetry={onRetry}>
        Failed
      </StatusMessage>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('server rendering', () => {
  it('renders every core component with renderToString', () => {
    const html = renderToString(
      <GiftcashProvider provider={fakeProvider}>
        <Link href="/">Home</Link>
        <FallbackImage src={undefined} alt="" />
        <StatusMessage kind="loading">Loading...</StatusMessage>
        <ErrorBoundary>ok</ErrorBoundary>
        <Dialog title="T">body</Dialog>
        <AppDownloadDialog trigger={<button type="button">Get the app</button>} />
      </GiftcashProvider>,
    );
    expect(html).toContain('Get the app');
  });
});
