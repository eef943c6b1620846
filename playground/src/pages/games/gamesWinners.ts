// A module of its own so that /games can load the winners strip after its first screen.
export { WinnersStripScreen } from '@giftcash/games-demo';
