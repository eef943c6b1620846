import { strictModeSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { gamesElements } from './elements';

strictModeSuite({ pkg, elements: gamesElements() });
