import { leakSuite } from '@giftcash/sample/testing';
import { catalogueElements } from './elements';

leakSuite(catalogueElements());
