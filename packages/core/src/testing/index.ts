/**
 * `@giftcash/core/testing`: the shared test helpers, a private entry (resolved in tests only,
 * never built or published; see CONTRIBUTING.md). Hostile JSON arbitraries, the XSS vector list,
 * the real HTTP provider over a fake fetch, the screen fuzz property, an instrumented-window leak
 * counter. None of it needs sample data: helpers that do (hostile sample payloads, the reliability
 * suites) live in `@giftcash/sample/testing`, above both packages.
 */
export {
  isSafeImageUrl,
  isSafeLinkUrl,
  XSS_TEXT_VECTORS,
  XSS_URL_VECTORS,
  XSS_VECTORS,
} from './xssVectors';
export {
  applyMutations,
  deepNesting,
  fuzzRuns,
  fuzzSeed,
  HOSTILE_BODIES,
  HOSTILE_SCALARS,
  HOSTILE_STRUCTURES,
  HOSTILE_TEXT,
  hostileBody,
  hostileValue,
  jsonPaths,
  withValueAt,
  type Mutation,
} from './hostileJson';
export {
  createFakeApi,
  endpointOf,
  TEST_BRANDS_URL,
  TEST_REWARDS_URL,
  type FakeApi,
} from './httpHarness';
export { installLeakCounter, NOTHING_LIVE, type LeakCounter, type LiveCounts } from './leakCounter';
export {
  contentMarkers,
  fuzzScreen,
  type ErrorExpectation,
  type ScreenFuzzTarget,
} from './screenFuzz';
export {
  expectLinks,
  exportedComponents,
  isLive,
  live,
  pointerDrag,
  shadowContainer,
  type ElementCase,
} from './elements';
export { schemaErrors } from './jsonSchema';
export { penceArb, typedPence } from './money';
export { expectSpecScratchDefaults, expectSpecWheelDefaults } from './specDefaults';
export { fakeMediaQueryList, mockReducedMotion } from './reducedMotion';
export { jsonWithKeys, PROTOTYPE_KEYS } from './prototypeKeys';
export { chiSquareSurvival, chiSquareTest, type ChiSquareResult } from './chiSquare';
// Messages of the games model that the games' screen tests assert (not public API).
export { UNCONFIRMED_PLAY_MESSAGE } from '../games/playSession';
export { UNSHOWABLE_PLAY_MESSAGE } from '../games/playResult';
