import { leakSuite } from '@giftcash/sample/testing';
import { brandDetailElements } from './elements';

leakSuite(brandDetailElements());
