import fc from 'fast-check';
import type { EndpointKey, EndpointResults } from '../data/provider';
import { validateResponse } from '../data/validate';
import { withValueAt } from './hostileJson';

/**
 * A brand as the API sends it (before validation), valid unless `over` says otherwise: the one
 * raw brand the validation tests bend a field at a time.
 */
export const rawBrand = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'b1',
  name: 'Brand',
  popular: false,
  categories: ['tech'],
  cashback_perc: 0.05,
  cashback_perc_label: '5%',
  coins_per_pound: 500,
  digital_denominations: [],
  digital_face_value_limits: { lower: 5, upper: 500 },
  detail: { assets: {}, redemption_methods: ['online'] },
  ...over,
});

/**
 * The hostile-field property of an endpoint's validation: each run puts one `hostile` value at
 * one of `paths` in a fresh `sample()` and validates it. What validation keeps goes to
 * `accepted`; a refusal goes to `refused`, which says what a refusal may be.
 */
export function assertHostileFields<K extends EndpointKey>({
  endpoint,
  sample,
  paths,
  hostile,
  accepted,
  refused,
  parameters,
}: {
  endpoint: K;
  sample: () => Record<string, unknown>;
  paths: readonly string[];
  hostile: fc.Arbitrary<unknown>;
  accepted: (result: EndpointResults[K]) => void;
  refused: (error: unknown) => void;
  parameters?: fc.Parameters<[string, unknown]>;
}): void {
  fc.assert(
    fc.property(fc.constantFrom(...paths), hostile, (path, value) => {
      let result: EndpointResults[K];
      try {
        result = validateResponse(endpoint, withValueAt(sample(), path, value));
      } catch (error) {
        refused(error);
        return;
      }
      accepted(result);
    }),
    parameters,
  );
}
