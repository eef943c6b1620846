import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './SiteFooter';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];

afterEach(() => {
  observers = [];
  vi.unstubAllGlobals();
});

describe('SiteFooter QR code (no QR code work while the page loads)', () => {
  it('shows a same-sized placeholder until the footer comes near the screen, then the QR code', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<SiteFooter />);
    const placeholder = screen.getByRole('img', { name: 'QR code to download the GiftCash app' });
    expect(placeholder.tagName).toBe('SPAN');
    // Sized by SiteFooter.css (.site-footer-qr .gc-qr-placeholder: 96 × 96), never a style attribute,
    // which a style-src without 'unsafe-inline' would block in the prerendered HTML.
    expect(placeholder).not.toHaveAttribute('style');
    expect(placeholder.parentElement).toHaveClass('site-footer-qr');
    expect(observers[0]?.options?.rootMargin).toBe('300px');
    await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
    await vi.waitFor(() => expect(container.querySelector('.site-footer-qr svg')).not.toBeNull());
    expect(container.querySelector('.site-footer-qr svg title')?.textContent).toBe(
      'QR code to download the GiftCash app',
    );
  });
});
