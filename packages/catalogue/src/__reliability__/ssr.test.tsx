// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { catalogueElements } from './elements';

serverRenderingSuite({ pkg, elements: catalogueElements() });
