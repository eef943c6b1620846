import { conformanceSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { brandDetailElements } from './elements';

conformanceSuite(
  { pkg, elements: brandDetailElements() },
  {
    exempt: {
      BrandDetailScreen:
        'Gap: a plain function; its loading and not-found states do not take a ref or host props yet',
    },
  },
);
