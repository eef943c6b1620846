import { leakSuite } from '@giftcash/core/testing';
import { gamesElements, GAMES_LIVE } from './elements';

leakSuite(gamesElements(), GAMES_LIVE);
