import { strictModeSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { brandDetailElements } from './elements';

strictModeSuite({ pkg, elements: brandDetailElements() });
