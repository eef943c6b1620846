import { leakSuite } from '@giftcash/sample/testing';
import { accountElements, ACCOUNT_LIVE } from './elements';

leakSuite(accountElements(), ACCOUNT_LIVE);
