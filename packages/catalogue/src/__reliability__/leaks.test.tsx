import { leakSuite } from '@giftcash/core/testing';
import { catalogueElements, CATALOGUE_LIVE } from './elements';

leakSuite(catalogueElements(), CATALOGUE_LIVE);
