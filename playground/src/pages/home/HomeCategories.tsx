// The home page's category browser, in a module of its own so it can hydrate after the first
// screen (see ./belowTheFold.ts).
export { CategoryBrowser as default } from '@giftcash/catalogue';
