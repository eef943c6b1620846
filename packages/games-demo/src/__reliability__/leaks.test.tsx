import { leakSuite } from '@giftcash/sample/testing';
import { gamesElements } from './elements';

leakSuite(gamesElements());
