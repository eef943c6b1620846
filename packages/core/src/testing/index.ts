/**
 * Shared helpers for the reliability tests (never part of a published entry): hostile JSON
 * arbitraries, the XSS vector list, hostile sample payloads, the real HTTP provider over a
 * fake fetch, the screen fuzz property and an instrumented-window leak counter.
 */
export * from './xssVectors';
export * from './hostileJson';
export * from './hostileContent';
export * from './hostileText';
export * from './httpHarness';
export * from './leakCounter';
export * from './screenFuzz';
export * from './goodData';
export * from './elements';
export * from './robustness';
