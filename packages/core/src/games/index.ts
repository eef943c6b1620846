/**
 * `@giftcash/core/games`: the one games model, React-free: the wheel's and the scratch card's
 * defaults, odds, cdf and draw, the deal of a scratch card, and prizes in words. Its own entry, so
 * pages that show no game never load it.
 */
export * from './defaults';
export * from './odds';
export * from './drawSlot';
export * from './wheel';
export * from './scratch';
export * from './prizeLabel';
export * from './spinPlan';
