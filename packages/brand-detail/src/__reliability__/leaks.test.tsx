import { leakSuite } from '@giftcash/sample/testing';
import { brandDetailElements, BRAND_DETAIL_LIVE } from './elements';

leakSuite(brandDetailElements(), BRAND_DETAIL_LIVE);
