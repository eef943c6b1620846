import type { Story } from '@ladle/react';
import { ScratchGameScreen, WheelGameScreen } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Game pages' };

export const Default: Story = () => <WheelGameScreen gameId="wheel-cashback-plus" />;
export const Scratch: Story = () => <ScratchGameScreen gameId="scratch-cashback" />;

export const Loading: Story = () => (
  <WithData methods={['getMinigames']} mode="loading">
    <WheelGameScreen gameId="wheel-cashback-plus" />
  </WithData>
);

export const Error: Story = () => (
  <WithData methods={['getMinigames']} mode="error">
    <ScratchGameScreen gameId="scratch-cashback" />
  </WithData>
);

/** No game chosen on the hub. */
export const Empty: Story = () => <WheelGameScreen gameId={null} />;

export const DarkTheme: Story = () => (
  <Dark>
    <ScratchGameScreen gameId="scratch-golden-ticket" />
  </Dark>
);
DarkTheme.storyName = 'Dark';
