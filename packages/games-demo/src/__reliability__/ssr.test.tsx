// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { gamesElements } from './elements';

serverRenderingSuite({ pkg, elements: gamesElements() });
