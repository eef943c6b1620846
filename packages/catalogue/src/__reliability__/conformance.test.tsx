import { conformanceSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { catalogueElements } from './elements';

conformanceSuite({ pkg, elements: catalogueElements() });
