import { conformanceSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { catalogueElements } from './elements';

conformanceSuite({ pkg, elements: catalogueElements() });
