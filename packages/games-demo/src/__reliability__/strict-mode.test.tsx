import { strictModeSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { gamesElements } from './elements';

strictModeSuite({ pkg, elements: gamesElements() });
