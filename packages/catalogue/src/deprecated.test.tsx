import * as core from '@giftcash/core';
import { deprecatedAliasSuite } from '@giftcash/core/testing';
import * as deprecated from './deprecated';
import * as pkg from './index';

deprecatedAliasSuite({ pkg, deprecated, renames: { DRAG_THRESHOLD_PX: core.DRAG_THRESHOLD_PX } });
