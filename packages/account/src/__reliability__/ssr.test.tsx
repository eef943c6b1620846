// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/core/testing';
import * as pkg from '../index';
import { accountElements } from './elements';

serverRenderingSuite({ pkg, elements: accountElements() });
