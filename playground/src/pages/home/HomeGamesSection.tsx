/**
 * The home page's games section (the embedded demo wheel). Owned by the games-demo work;
 * renders nothing until @giftcash/games-demo provides the wheel.
 */
export function HomeGamesSection() {
  return null;
}
