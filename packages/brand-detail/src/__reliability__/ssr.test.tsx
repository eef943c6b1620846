// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { brandDetailElements } from './elements';

serverRenderingSuite({ pkg, elements: brandDetailElements() });
