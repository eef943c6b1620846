import type { Story } from '@ladle/react';
import { ScratchGamePageScreen, WheelGamePageScreen } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Game pages' };

export const Default: Story = () => <WheelGamePageScreen gameId="wheel-cashback-plus" />;
export const Scratch: Story = () => <ScratchGamePageScreen gameId="scratch-cashback" />;

export const Loading: Story = () => (
  <WithData methods={['getMinigames']} mode="loading">
    <WheelGamePageScreen gameId="wheel-cashback-plus" />
  </WithData>
);

export const Error: Story = () => (
  <WithData methods={['getMinigames']} mode="error">
    <ScratchGamePageScreen gameId="scratch-cashback" />
  </WithData>
);

/** No game chosen on the hub. */
export const Empty: Story = () => <WheelGamePageScreen gameId={null} />;

export const DarkTheme: Story = () => (
  <Dark>
    <ScratchGamePageScreen gameId="scratch-golden-ticket" />
  </Dark>
);
DarkTheme.storyName = 'Dark';
