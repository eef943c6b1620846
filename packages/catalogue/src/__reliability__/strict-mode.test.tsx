import { strictModeSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { catalogueElements } from './elements';

strictModeSuite({ pkg, elements: catalogueElements() });
