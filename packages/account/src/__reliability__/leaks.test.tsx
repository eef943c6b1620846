import { leakSuite } from '@giftcash/core/testing';
import { accountElements, ACCOUNT_LIVE } from './elements';

leakSuite(accountElements(), ACCOUNT_LIVE);
