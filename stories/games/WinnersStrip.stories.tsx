import type { Story } from '@ladle/react';
import { WinnersStripScreen, WinnersStrip } from '@giftcash/games-demo';
import { SAMPLE_WINNERS } from '../../packages/games-demo/src/winners/sampleWinners';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Recent winners' };

export const Default: Story = () => <WinnersStripScreen />;

export const Controlled: Story = () => (
  <WinnersStrip items={SAMPLE_WINNERS} title="Winners this week" />
);

/** The winners call failed: the 8 built-in sample winners. */
export const Error: Story = () => (
  <WithData methods={['getWinners']} mode="error">
    <WinnersStripScreen />
  </WithData>
);

export const Empty: Story = () => <WinnersStrip items={[]} />;

export const DarkTheme: Story = () => (
  <Dark>
    <WinnersStripScreen />
  </Dark>
);
DarkTheme.storyName = 'Dark';
