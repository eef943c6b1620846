/**
 * `@giftcash/core/games`: the one games model, React-free: the wheel's and the scratch card's
 * defaults, odds, cdf and draw, the deal of a scratch card, prizes in words, the check of a play's
 * result against its game's table, and one play's retries under one idempotency key. Its own entry, so
 * pages that show no game never load it.
 */
export * from './defaults';
export * from './odds';
export * from './drawSlot';
export * from './wheel';
export * from './scratch';
export * from './prizeLabel';
export * from './spinPlan';
export { checkScratchDeal, type ScratchDealLike, type PlayResultCheck, type PlayResultProblem } from './scratchDeal';
export * from './playResult';
export * from './playSession';
export * from './scratchPlay';
export * from './spinMachine';
