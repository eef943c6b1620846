import { leakSuite } from '@giftcash/sample/testing';
import { accountElements } from './elements';

leakSuite(accountElements());
