// The wheel and scratch card demos of a brand page's `What are Coins?` section. That section is
// rendered in the browser only (it loads on demand), so its demos need not be part of the code
// the page hydrates with: they are a chunk of their own, requested as soon as the page mounts.
export { ScratchCardScreen, WheelScreen } from '@giftcash/games-demo';
