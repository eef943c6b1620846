import { strictModeSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { accountElements } from './elements';

strictModeSuite({ pkg, elements: accountElements() });
