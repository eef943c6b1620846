import { conformanceSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { gamesElements } from './elements';

conformanceSuite({ pkg, elements: gamesElements() });
