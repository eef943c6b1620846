import { describe, it } from 'vitest';
import { expectSpecScratchDefaults, expectSpecWheelDefaults } from '../testing';
import { resolveScratchConfig, resolveWheelConfig } from './index';

type Missing = null | undefined;

// Every game falls back to the spec's own configuration when the feed has none, whether the
// configuration arrives as null (from JSON) or undefined (from props).
describe.each([
  ['wheel', (missing: Missing) => expectSpecWheelDefaults(resolveWheelConfig(missing))],
  ['scratch', (missing: Missing) => expectSpecScratchDefaults(resolveScratchConfig(missing))],
])('the %s', (_, expectSpecDefaults) => {
  it.each([null, undefined])('uses the spec defaults when the configuration is %s', (missing) => {
    expectSpecDefaults(missing);
  });
});
