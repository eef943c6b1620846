import { useState } from 'react';
import type { Story } from '@ladle/react';
import { defaultWheelSlots, prizeLabel } from '@giftcash/core/games';
import { Wheel, WheelScreen } from '@giftcash/games-demo';
import { Dark, WithData } from './storyProviders';

export default { title: 'Games / Wheel' };

/** The spec's default wheel (21 slots), drawn with crypto randomness. */
export const Default: Story = () => <Wheel />;

/** Controlled: a server decides the slot; pick it and spin — the pointer lands inside it. */
export const Controlled: Story = () => {
  const slots = defaultWheelSlots();
  const [result, setResult] = useState(17);
  const [last, setLast] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <label>
        Server result{' '}
        <select value={result} onChange={(event) => setResult(Number(event.target.value))}>
          {slots.map((slot, index) => (
            <option key={index} value={index}>
              {index}: {prizeLabel(slot)}
            </option>
          ))}
        </select>
      </label>
      <Wheel
        result={result}
        onSpinEnd={(slot, index) => setLast(`Landed on ${index}: ${prizeLabel(slot)}`)}
      />
      <output>{last}</output>
    </div>
  );
};

/** Connected: the /cashback-plus configuration from the provider. */
export const Connected: Story = () => <WheelScreen />;

/** While the configuration loads the Spin button waits. */
export const Loading: Story = () => (
  <WithData methods={['getWheelConfig']} mode="loading">
    <WheelScreen />
  </WithData>
);

/** A failed configuration is logged; the default wheel plays. */
export const Error: Story = () => (
  <WithData methods={['getWheelConfig']} mode="error">
    <WheelScreen />
  </WithData>
);

export const DarkTheme: Story = () => (
  <Dark>
    <Wheel result={3} />
  </Dark>
);
DarkTheme.storyName = 'Dark';
