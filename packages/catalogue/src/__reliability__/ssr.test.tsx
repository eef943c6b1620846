// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { catalogueElements } from './elements';

serverRenderingSuite({ pkg, elements: catalogueElements() });
