import { useState } from 'react';
import type { Story } from '@ladle/react';
import { ScratchCard, ScratchCardScreen } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Scratch card' };

/** Default configuration: pick a card, Play Now, scratch or Reveal. */
export const Default: Story = () => <ScratchCard />;

/** Controlled: the prize is decided elsewhere; the events report progress. */
export const Controlled: Story = () => {
  const [log, setLog] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <ScratchCard
        prize={2.5}
        onReveal={(prize) => setLog((l) => [...l, `revealed £${prize.toFixed(2)}`])}
        onComplete={(prize) => setLog((l) => [...l, `completed £${prize.toFixed(2)}`])}
      />
      <output>{log.join(' · ')}</output>
    </div>
  );
};

/** Connected: the /cashback-scratch configuration from the provider. */
export const Connected: Story = () => <ScratchCardScreen />;

export const Loading: Story = () => (
  <WithData methods={['getScratchConfig']} mode="loading">
    <ScratchCardScreen />
  </WithData>
);

/** A failed configuration is logged; the defaults play. */
export const Error: Story = () => (
  <WithData methods={['getScratchConfig']} mode="error">
    <ScratchCardScreen />
  </WithData>
);

export const DarkTheme: Story = () => (
  <Dark>
    <ScratchCard prize={0} />
  </Dark>
);
DarkTheme.storyName = 'Dark';
