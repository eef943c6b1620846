import { strictModeSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { catalogueElements } from './elements';

strictModeSuite({ pkg, elements: catalogueElements() });
