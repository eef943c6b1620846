import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider, type GiftcashRoutes } from '@giftcash/core/react';
import { expectLinks } from '@giftcash/core/testing';
import { DailyRaffleScreen, GamesHubScreen, WheelGamePageScreen } from '../index';
import { sampleProvider } from '../testing/renderWithProvider';

const routes: Partial<GiftcashRoutes> = {
  games: '/play',
  raffle: '/play/raffle',
  raffleResults: '/play/raffle/past',
  competitionRules: '/legal/rules',
  wheelGame: (id) => `/play/wheel/${id}`,
  scratchGame: (id) => `/play/scratch/${id}`,
};
const inSite = (container: HTMLElement) =>
  [...container.querySelectorAll('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

describe('games links follow routes on GiftcashProvider', () => {
  it('the games hub links its games, the raffle, its results and the rules to the host’s routes', async () => {
    const { container } = render(
      <GiftcashProvider provider={sampleProvider()} routes={routes}>
        <GamesHubScreen />
      </GiftcashProvider>,
    );
    expect(
      await screen.findByRole('link', { name: /Cashback\+ Wheel/ }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/play/wheel/wheel-cashback-plus');
    expectLinks({ 'Raffle Results': '/play/raffle/past', 'Competition Rules': '/legal/rules' });
    const hrefs = inSite(container);
    expect(hrefs).toContain('/play/raffle');
    expect(hrefs.some((href) => href.startsWith('/play/scratch/'))).toBe(true);
    for (const href of hrefs) expect(href).toMatch(/^\/(play|legal)(\/|$)/);
  });

  it('the raffle’s Back and results links and a game page’s Back follow them', async () => {
    const { container, unmount } = render(
      <GiftcashProvider provider={sampleProvider()} routes={routes}>
        <DailyRaffleScreen />
      </GiftcashProvider>,
    );
    expect(
      (await screen.findAllByRole('link', { name: /^Back/ }, { timeout: 5000 }))[0],
    ).toHaveAttribute('href', '/play');
    const hrefs = inSite(container);
    expect(hrefs).toContain('/play/raffle/past');
    for (const href of hrefs) expect(href).toMatch(/^\/play(\/|$)/);
    unmount();
    render(
      <GiftcashProvider provider={sampleProvider()} routes={routes}>
        <WheelGamePageScreen gameId="wheel-cashback-plus" />
      </GiftcashProvider>,
    );
    expect(
      await screen.findByRole('link', { name: 'Back to Games' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/play');
  });
});
