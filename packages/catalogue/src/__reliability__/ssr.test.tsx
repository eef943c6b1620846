// @vitest-environment node
import { serverRenderingSuite } from '@giftcash/core/testing';
import * as deprecated from '../deprecated';
import * as pkg from '../index';
import { catalogueElements } from './elements';

serverRenderingSuite({ pkg, elements: catalogueElements(), deprecated });
