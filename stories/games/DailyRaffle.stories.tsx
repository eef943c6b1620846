import type { Story } from '@ladle/react';
import { DailyRaffleView, DailyRaffleScreen, RaffleCountdown } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Daily raffle' };

export const Default: Story = () => <DailyRaffleScreen />;

/** The view with a raffle passed in (no extra prize image, so no '1st Place also gets:'). */
export const Controlled: Story = () => (
  <DailyRaffleView
    raffle={{
      id: 'daily',
      name: 'Daily Raffle',
      lottery_status: 1,
      repeat_seconds: 86_400,
      draw_index: 30_943,
      next_draw_index: 30_944,
      next_draw_at: Date.now() + 90 * 60_000,
      config: { payouts: [] },
      free_entries: 1,
    }}
  />
);

/** Loading: the placeholder draw 24 h ahead, its countdown running. */
export const Loading: Story = () => (
  <WithData methods={['getLotteries']} mode="loading">
    <DailyRaffleScreen />
  </WithData>
);

export const Error: Story = () => (
  <WithData methods={['getLotteries']} mode="error">
    <DailyRaffleScreen />
  </WithData>
);

/** A countdown whose draw time has passed stays at 0. */
export const CountdownEnded: Story = () => <RaffleCountdown target={Date.now() - 1000} />;

export const DarkTheme: Story = () => (
  <Dark>
    <DailyRaffleScreen />
  </Dark>
);
DarkTheme.storyName = 'Dark';
