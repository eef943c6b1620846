// Bench page: @lucky-canvas/react LuckyWheel (React 18), 21 prizes, 2.5 s acceleration +
// 2.5 s deceleration = a 5 s spin like ours.
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { LuckyWheel } from '@lucky-canvas/react';
import { expose, until, WHEEL_LABELS } from '../../pages/harness.js';

const PRIZES = WHEEL_LABELS.map((text, i) => ({
  background: i % 2 ? '#e9e8fe' : '#b8c5f2',
  fonts: [{ text, top: '12%', fontSize: '12px' }],
}));
const BLOCKS = [{ padding: '10px', background: '#869cfa' }];
const BUTTONS = [{ radius: '30%', background: '#617df2', pointer: true, fonts: [{ text: 'Spin', top: '-10px' }] }];
const wheel = createRef();
let resolveSpin = () => {};

const root = document.getElementById('root');
createRoot(root).render(
  <LuckyWheel
    ref={wheel}
    width="300px"
    height="300px"
    blocks={BLOCKS}
    prizes={PRIZES}
    buttons={BUTTONS}
    defaultConfig={{ accelerationTime: 2500, decelerationTime: 2500 }}
    onEnd={() => resolveSpin()}
  />,
);

expose({
  name: '@lucky-canvas/react',
  ready: () => until(() => wheel.current?.lucky && root.querySelector('canvas'), 'the lucky-canvas wheel'),
  spin() {
    const ended = new Promise((resolve) => {
      resolveSpin = resolve;
    });
    wheel.current.play();
    wheel.current.stop(17);
    return ended;
  },
  rotation: () => Math.round(wheel.current.lucky.rotateDeg * 100) / 100,
});
