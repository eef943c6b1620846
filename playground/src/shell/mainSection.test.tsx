import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mainSection } from './mainSection';

const Content = ({ text }: { text: string }) => <p>{text}</p>;

describe('mainSection mounted by a navigation (the page already answers)', () => {
  beforeEach(() => document.documentElement.setAttribute('data-hydrated', ''));
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('renders the content once its code is in', async () => {
    const Section = mainSection(async () => Content);
    render(<Section text="The catalogue" />);
    expect(await screen.findByText('The catalogue')).toBeInTheDocument();
  });

  it('whose code fails to load says so with Retry instead of leaving the page empty, and Retry brings it', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<typeof Content>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Content);
    const Section = mainSection(load);
    // The navigation's preload fails first, as it does offline.
    await Section.preload();
    render(<Section text="The catalogue" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The catalogue')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again by itself when the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<typeof Content>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Content);
    const Section = mainSection(load);
    render(<Section text="The games" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not load');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The games')).toBeInTheDocument();
  });
});
