import { leakSuite } from '@giftcash/core/testing';
import { brandDetailElements, BRAND_DETAIL_LIVE } from './elements';

leakSuite(brandDetailElements(), BRAND_DETAIL_LIVE);
