import { deprecatedAliasSuite } from '@giftcash/core/testing';
import * as deprecated from './deprecated';
import * as pkg from './index';

// Type aliases are checked by the compiler: the old props type is the new one.
const sameProps: pkg.BrandDetailProps = {} as pkg.BrandDetailViewProps;
void sameProps;

deprecatedAliasSuite({ pkg, deprecated, renames: { BrandDetail: pkg.BrandDetailView } });
