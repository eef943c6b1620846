/**
 * `@giftcash/core/testing`: the shared test helpers, a private entry (resolved in tests only,
 * never built or published; see CONTRIBUTING.md). Hostile JSON arbitraries, the XSS vector list,
 * the real HTTP provider over a fake fetch, the screen fuzz property, an instrumented-window leak
 * counter. None of it needs sample data: helpers that do (hostile sample payloads, the reliability
 * suites) live in `@giftcash/sample/testing`, above both packages.
 */
export * from './xssVectors';
export * from './hostileJson';
export * from './httpHarness';
export * from './leakCounter';
export * from './screenFuzz';
export * from './elements';
export * from './jsonSchema';
export * from './reducedMotion';
export * from './prototypeKeys';
export * from './chiSquare';
// Messages of the games model that the games' screen tests assert (not public API).
export { UNCONFIRMED_PLAY_MESSAGE } from '../games/playSession';
export { UNSHOWABLE_PLAY_MESSAGE } from '../games/playResult';
