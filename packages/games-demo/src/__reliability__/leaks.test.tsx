import { leakSuite } from '@giftcash/sample/testing';
import { gamesElements, GAMES_LIVE } from './elements';

leakSuite(gamesElements(), GAMES_LIVE);
