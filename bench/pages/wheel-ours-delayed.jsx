// Bench page: our Wheel (built @giftcash/games-demo), 21 default slots, a server-decided spin
//: Spin starts `onSpin`, whose answer (slot 11) comes 800 ms later; the wheel turns at
// once at its steady speed and then decelerates onto the answered slot.
import { createRoot } from 'react-dom/client';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { Wheel } from '@giftcash/games-demo';
import '@giftcash/core/styles.css';
import '@giftcash/games-demo/styles.css';
import { expose, seededRandom, until } from './harness.js';

/** How late the answer comes, in milliseconds. */
const ANSWER_DELAY_MS = 800;
const ANSWER_INDEX = 11;

let resolveSpin = () => {};
const answerLater = () =>
  new Promise((resolve) => setTimeout(() => resolve(ANSWER_INDEX), ANSWER_DELAY_MS));
const root = document.getElementById('root');
createRoot(root).render(
  <GiftcashProvider provider={createSampleProvider({ delay: 0 })}>
    <div style={{ width: 320 }}>
      <Wheel
        duration={5000}
        random={seededRandom(7)}
        onSpin={answerLater}
        onSpinEnd={() => resolveSpin()}
      />
    </div>
  </GiftcashProvider>,
);

const disc = () => root.querySelector('.gc-wheel-disc');
expose({
  name: 'ours (answer 800 ms late)',
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
