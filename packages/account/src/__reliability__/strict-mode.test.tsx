import { strictModeSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { accountElements } from './elements';

strictModeSuite({ pkg, elements: accountElements() });
