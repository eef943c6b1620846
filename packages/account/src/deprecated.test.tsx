import { deprecatedAliasSuite } from '@giftcash/core/testing';
import * as deprecated from './deprecated';
import * as pkg from './index';

// Type aliases are checked by the compiler: the old props type is the new one.
const sameProps: pkg.GiftCardWalletProps = {} as pkg.WalletViewProps;
void sameProps;

deprecatedAliasSuite({ pkg, deprecated, renames: { GiftCardWallet: pkg.WalletView } });
