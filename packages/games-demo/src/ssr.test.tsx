// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import * as games from './index';
import { SAMPLE_WINNERS } from './winners/sampleWinners';

const provider = createSampleProvider({ storage: null });

const elements: [string, () => ReactElement][] = [
  ['Wheel', () => <games.Wheel />],
  ['WheelScreen', () => <games.WheelScreen />],
  ['StartSavingLink', () => <games.StartSavingLink game="wheel" />],
  ['Celebration', () => <games.Celebration />],
  ['ScratchCard', () => <games.ScratchCard />],
  ['ScratchCardScreen', () => <games.ScratchCardScreen />],
  ['GamesHubView', () => <games.GamesHubView games={[]} placeholderDrawAt={Date.now() + 1000} />],
  ['GamesHubScreen', () => <games.GamesHubScreen />],
  ['WheelGamePageScreen', () => <games.WheelGamePageScreen gameId="wheel-cashback-plus" />],
  ['ScratchGamePageScreen', () => <games.ScratchGamePageScreen gameId={null} />],
  ['RaffleCountdown', () => <games.RaffleCountdown target={Date.now() + 5000} />],
  ['DailyRaffleView', () => <games.DailyRaffleView raffle={null} placeholderDrawAt={Date.now() + 5000} />],
  ['DailyRaffleScreen', () => <games.DailyRaffleScreen />],
  ['RaffleResultsView', () => <games.RaffleResultsView draws={[{ lottery_id: 'd', draw_index: 1, draw_at: 0, report: [] }]} />],
  ['RaffleResultsScreen', () => <games.RaffleResultsScreen />],
  ['WinnersStrip', () => <games.WinnersStrip items={SAMPLE_WINNERS} />],
  ['WinnersStripScreen', () => <games.WinnersStripScreen />],
];

describe('server rendering', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('covers every exported component', () => {
    const components = Object.entries(games)
      .filter(([name, value]) => /^[A-Z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
      .map(([name]) => name);
    expect(components.sort()).toEqual(elements.map(([name]) => name).sort());
  });

  it.each(elements)('%s renders to a string', (_, element) => {
    const html = renderToString(<GiftcashProvider provider={provider}>{element()}</GiftcashProvider>);
    expect(html.length).toBeGreaterThan(20);
  });

  it('renders the wheel with its slices and the idle Spin button', () => {
    const html = renderToString(<games.Wheel />);
    expect(html).toContain('viewBox="-100 -100 200 200"');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('>Spin</button>');
  });
});
