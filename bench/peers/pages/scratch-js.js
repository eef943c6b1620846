// Bench page: scratchcard-js (no framework), 340 × 140 CSS px, LINE brush of radius 15.
import { ScratchCard, SCRATCH_TYPE } from 'scratchcard-js';
import { expose } from '../../pages/harness.js';

const container = document.getElementById('root');
container.style.cssText = 'position: relative; width: 340px; height: 140px;';
const style = document.createElement('style');
style.textContent = '.sc__canvas { position: absolute; top: 0; left: 0; }';
document.head.append(style);

function coverImage() {
  const canvas = document.createElement('canvas');
  canvas.width = 340;
  canvas.height = 140;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#b8b8b8';
  ctx.fillRect(0, 0, 340, 140);
  return canvas.toDataURL('image/png');
}

const card = new ScratchCard(container, {
  scratchType: SCRATCH_TYPE.LINE,
  containerWidth: 340,
  containerHeight: 140,
  imageForwardSrc: coverImage(),
  htmlBackground: '<p style="margin:0;padding:40px;font:700 24px system-ui">You won £5!</p>',
  clearZoneRadius: 15,
  percentToFinish: 60,
  callback() {},
});

const canvas = () => container.querySelector('canvas');
expose({
  name: 'scratchcard-js',
  ready: () => card.init(),
  surface: canvas,
  scratchCanvas: canvas,
});
