// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { accountElements } from './elements';

serverRenderingSuite({ pkg, elements: accountElements() });
