import { conformanceSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { gamesElements } from './elements';

conformanceSuite({ pkg, elements: gamesElements() });
