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

/**
 * A paid spin (5K coins): the games model words each prize against what the spin cost. Slot 2
 * (2.5K coins) reads "2.5K coins back"; slot 4 (10K coins) is a win; slot 0 is no prize.
 */
export const PaidSpin: Story = () => {
  const [result, setResult] = useState(2);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <label>
        Server result{' '}
        <select value={result} onChange={(event) => setResult(Number(event.target.value))}>
          <option value={2}>2: 2.5K coins (less than the entry)</option>
          <option value={4}>4: 10K coins (more than the entry)</option>
          <option value={0}>0: no prize</option>
        </select>
      </label>
      <Wheel result={result} playCost={5_000} />
    </div>
  );
};

/** Connected: the /cashback-plus configuration from the provider; a spin ends in the prize reveal. */
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
