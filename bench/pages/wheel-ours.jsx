// Bench page: our Wheel (built @giftcash/games-demo), 21 default slots, 5 s spin.
import { createRoot } from 'react-dom/client';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { Wheel } from '@giftcash/games-demo';
import '@giftcash/core/styles.css';
import '@giftcash/games-demo/styles.css';
import { expose, seededRandom, until } from './harness.js';

let resolveSpin = () => {};
const root = document.getElementById('root');
createRoot(root).render(
  <GiftcashProvider provider={createSampleProvider({ delay: 0 })}>
    <div style={{ width: 320 }}>
      <Wheel duration={5000} random={seededRandom(7)} onSpinEnd={() => resolveSpin()} />
    </div>
  </GiftcashProvider>,
);

const disc = () => root.querySelector('.gc-wheel-disc');
expose({
  name: 'ours',
  ready: () => until(() => root.querySelector('.gc-wheel-spin'), 'the Spin button'),
  spin() {
    const ended = new Promise((resolve) => {
      resolveSpin = resolve;
    });
    root.querySelector('.gc-wheel-spin').click();
    return ended;
  },
  rotation: () => getComputedStyle(disc()).transform,
});
