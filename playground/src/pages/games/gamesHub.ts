// A module of its own so that /games hydrates the hub after the page's own code (GamesPage.tsx).
export { GamesHubScreen } from '@giftcash/games-demo';
