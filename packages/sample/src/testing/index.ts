/**
 * `@giftcash/sample/testing`: the sample's internals that other packages' tests use (the PRNG, the
 * play ledger, the order store, the review figures, the artwork's dimming) and the test helpers
 * built on sample data (good and hostile sample payloads, the per-package reliability and
 * conformance suites). A private entry like `@giftcash/core/testing`: resolved in tests only, never
 * built or published.
 */
export { mulberry32 } from '../random';
export { createPlayLedger } from '../playLedger';
export { OrderChangeStore, SAMPLE_ORDERS_STORAGE_KEY } from '../orderChanges';
export { SAMPLE_REVIEW_COUNT, SAMPLE_REVIEW_RATING } from '../reviews';
export { DARK_DIM } from '../artwork';
export { conformanceSuite, type ConformanceOptions } from './conformance';
export { buildTaintedResponses } from './hostileText';
export { IDENTITY_KEYS, isUrlKey, mapSampleStrings } from './sampleStrings';
export { buildHostileResponses, type HostileResponses } from './hostileContent';
export { goodResponses, RELIABILITY_NOW } from './goodData';
export {
  leakSuite,
  screenFuzzSuite,
  serverRenderingSuite,
  strictModeSuite,
  type PackageUnderTest,
} from './suites';
export { countingSampleProvider, expectCleanStrictRender, expectNoLeaks } from './robustness';
