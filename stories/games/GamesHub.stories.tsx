import type { Story } from '@ladle/react';
import { GamesHubView, GamesHubScreen } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Games hub' };

export const Default: Story = () => <GamesHubScreen />;

/** The view alone, with data passed in. */
export const Controlled: Story = () => (
  <GamesHubView
    games={[
      {
        id: 's',
        name: 'Quick Scratch',
        type: 2,
        coins_cost: 20_000,
        free_entries: 0,
        slots: [{ index: 0, type: 2, value: 5 }],
      },
      {
        id: 'w',
        name: 'Cashback+ Wheel',
        type: 1,
        coins_cost: 500_000,
        free_entries: 2,
        slots: [{ index: 0, type: 2, value: 750 }],
      },
    ]}
    raffle={null}
    placeholderDrawAt={Date.now() + 3_600_000}
  />
);

export const Loading: Story = () => (
  <WithData methods={['getMinigames', 'getLotteries']} mode="loading">
    <GamesHubScreen />
  </WithData>
);

export const Error: Story = () => (
  <WithData methods={['getMinigames', 'getLotteries']} mode="error">
    <GamesHubScreen />
  </WithData>
);

export const Empty: Story = () => (
  <WithData methods={['getMinigames']} mode="empty">
    <GamesHubScreen />
  </WithData>
);

export const DarkTheme: Story = () => (
  <Dark>
    <GamesHubScreen />
  </Dark>
);
DarkTheme.storyName = 'Dark';
