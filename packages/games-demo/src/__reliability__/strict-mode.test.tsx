import { strictModeSuite } from '@giftcash/core/testing';
import * as deprecated from '../deprecated';
import * as pkg from '../index';
import { gamesElements } from './elements';

strictModeSuite({ pkg, elements: gamesElements(), deprecated });
