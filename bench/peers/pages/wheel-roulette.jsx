// Bench page: react-custom-roulette (React 18, its declared peer), 21 options, spinDuration
// scaled so its whole spin (2.6 s + 0.75 s + 8 s at 1.0) lasts 5 s like ours.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Wheel } from 'react-custom-roulette';
import { expose, until, WHEEL_LABELS } from '../../pages/harness.js';

const DATA = WHEEL_LABELS.map((option) => ({ option }));
const SPIN_DURATION = 5000 / (2600 + 750 + 8000);
let startSpin = () => {};
let resolveSpin = () => {};

function Page() {
  const [spinning, setSpinning] = useState(false);
  startSpin = () => setSpinning(true);
  return (
    <Wheel
      mustStartSpinning={spinning}
      prizeNumber={17}
      data={DATA}
      spinDuration={SPIN_DURATION}
      fontSize={14}
      onStopSpinning={() => {
        setSpinning(false);
        resolveSpin();
      }}
    />
  );
}

const root = document.getElementById('root');
createRoot(root).render(<Page />);

// The element react-custom-roulette rotates: its RotationContainer, the canvas' parent, turned
// by a CSS animation.
const rotor = () => root.querySelector('canvas').parentElement;

expose({
  name: 'react-custom-roulette',
  ready: () => until(() => root.querySelector('canvas'), 'the roulette canvas'),
  spin() {
    const ended = new Promise((resolve) => {
      resolveSpin = resolve;
    });
    startSpin();
    return ended;
  },
  rotation: () => getComputedStyle(rotor()).transform,
});
