import type { Story } from '@ladle/react';
import { RaffleResultsView, RaffleResultsScreen } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Raffle results' };

export const Default: Story = () => <RaffleResultsScreen />;

/** The view with two draws; the second has no podium data, so the defaults and '-' show. */
export const Controlled: Story = () => (
  <RaffleResultsView
    draws={[
      {
        lottery_id: 'daily',
        draw_index: 12,
        draw_at: Date.UTC(2026, 10, 20, 17),
        report: [
          { place: 1, name: 'Amy P.', win_amount: 10_000_000 },
          { place: 4, name: 'Ben T.', win_amount: 2_500_000 },
          { place: 5, name: 'Cat W.', win_amount: 750_000 },
        ],
      },
      { lottery_id: 'daily', draw_index: 11, draw_at: Date.UTC(2026, 10, 19, 17), report: [] },
    ]}
  />
);

export const Loading: Story = () => (
  <WithData methods={['getRaffleResults']} mode="loading">
    <RaffleResultsScreen />
  </WithData>
);

export const Error: Story = () => (
  <WithData methods={['getRaffleResults']} mode="error">
    <RaffleResultsScreen />
  </WithData>
);

export const Empty: Story = () => (
  <WithData methods={['getRaffleResults']} mode="empty">
    <RaffleResultsScreen />
  </WithData>
);

export const DarkTheme: Story = () => (
  <Dark>
    <RaffleResultsScreen />
  </Dark>
);
DarkTheme.storyName = 'Dark';
