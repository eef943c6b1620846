import { leakSuite } from '@giftcash/sample/testing';
import { catalogueElements, CATALOGUE_LIVE } from './elements';

leakSuite(catalogueElements(), CATALOGUE_LIVE);
