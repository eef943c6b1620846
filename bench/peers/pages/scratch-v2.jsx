// Bench page: react-scratchcard-v2 (React 18), 340 × 140 CSS px, 15 px brush radius, its
// default pixel ratio (the device's).
import { createRoot } from 'react-dom/client';
import ScratchCard, { Brushes, Covers } from 'react-scratchcard-v2';
import { expose, until } from '../../pages/harness.js';

let ready = false;
const root = document.getElementById('root');
createRoot(root).render(
  <ScratchCard
    width={340}
    height={140}
    cover={Covers.color('#b8b8b8')}
    brush={Brushes.circle(15)}
    finishPercent={60}
    onReady={() => {
      ready = true;
    }}
  >
    <p style={{ margin: 0, padding: 40, font: '700 24px system-ui' }}>You won £5!</p>
  </ScratchCard>,
);

const canvas = () => [...root.querySelectorAll('canvas')].pop();
expose({
  name: 'react-scratchcard-v2',
  ready: () => until(() => ready && canvas(), 'react-scratchcard-v2 to draw its cover'),
  surface: canvas,
  scratchCanvas: canvas,
});
