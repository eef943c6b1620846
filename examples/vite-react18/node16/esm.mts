// Type-checks the packages as a Node ESM consumer sees them (`module: node16`, `.mts`).
import { formatGBP, type DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { BrandCarousel } from '@giftcash/catalogue';
import { BrandDetailScreen } from '@giftcash/brand-detail';
import { Wheel } from '@giftcash/games-demo';
import { RewardsView } from '@giftcash/account';

const provider: DataProvider = createSampleProvider();
export const used = [
  formatGBP(1),
  GiftcashProvider,
  provider,
  BrandCarousel,
  BrandDetailScreen,
  Wheel,
  RewardsView,
];
