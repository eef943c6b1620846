import { strictModeSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { brandDetailElements } from './elements';

strictModeSuite({ pkg, elements: brandDetailElements() });
