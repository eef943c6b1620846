// Bench page: our ScratchCard (built @giftcash/games-demo), 340 × 140 CSS px, 30 px brush.
import { createRoot } from 'react-dom/client';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { ScratchCard } from '@giftcash/games-demo';
import '@giftcash/core/styles.css';
import '@giftcash/games-demo/styles.css';
import { expose, seededRandom, until } from './harness.js';

const root = document.getElementById('root');
createRoot(root).render(
  <GiftcashProvider provider={createSampleProvider({ delay: 0 })}>
    <div style={{ width: 340 }}>
      <ScratchCard width={340} height={140} brush={30} random={seededRandom(7)} />
    </div>
  </GiftcashProvider>,
);

const canvas = () => root.querySelector('.gc-scratch-canvas');
expose({
  name: 'ours',
  ready: () => until(() => root.querySelector('.gc-scratch-card'), 'the cards to pick from'),
  async prepareScratch() {
    root.querySelector('.gc-scratch-card').click();
    await until(() => {
      const play = [...root.querySelectorAll('button')].find(
        (button) => button.textContent === 'Play Now',
      );
      return play && !play.disabled && play;
    }, 'Play Now').then((play) => play.click());
    await until(() => canvas(), 'the scratch canvas');
  },
  surface: canvas,
  scratchCanvas: canvas,
});
