// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { brandDetailElements } from './elements';

serverRenderingSuite({ pkg, elements: brandDetailElements() });
