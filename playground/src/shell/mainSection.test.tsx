import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mainSection } from './mainSection';

const Content = ({ text }: { text: string }) => <p>{text}</p>;

/** A chunk that cannot be fetched until `network.up`. */
function chunk() {
  const network = { up: false };
  const load = async () => {
    if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
    return Content;
  };
  return { network, load };
}

describe('mainSection mounted by a navigation (the page already answers)', () => {
  beforeEach(() => document.documentElement.setAttribute('data-hydrated', ''));
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('renders the content once its code is in (Back to a page not shown yet: nothing preloaded it)', async () => {
    const Section = mainSection(async () => Content);
    render(<Section text="The catalogue" />);
    expect(await screen.findByText('The catalogue')).toBeInTheDocument();
  });

  it('whose code fails to load says so with Retry instead of leaving the page empty, and Retry brings it', async () => {
    const user = userEvent.setup();
    const { network, load } = chunk();
    const Section = mainSection(load);
    // The navigation's preload fails first, as it does offline.
    await Section.preload();
    render(<Section text="The catalogue" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not load');
    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The catalogue')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again by itself when the browser is back online', async () => {
    const { network, load } = chunk();
    const Section = mainSection(load);
    render(<Section text="The games" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not load');
    network.up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The games')).toBeInTheDocument();
  });
});
