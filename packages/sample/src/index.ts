/**
 * `@giftcash/sample`: deterministic UK sample data for every endpoint, and a data
 * provider over it. React-free; nothing touches `window` or the clock at import time.
 */
export {
  createSampleProvider,
  type SampleProvider,
  type SampleProviderOptions,
} from './createSampleProvider';
export {
  buildSampleResponses,
  createSampleSource,
  type SampleDataOptions,
  type SampleResponses,
  type SampleSource,
} from './responses';
export { buildBrands, buildBrandsResponse, type BuildBrandsOptions } from './brands';
export { buildMinigames, buildWheelConfig, buildScratchConfig } from './games';
export { buildLotteries, buildRaffleResults, type BuildRaffleResultsOptions } from './raffle';
export { buildWinners, type BuildWinnersOptions } from './winners';
export { buildReviews, type BuildReviewsOptions } from './reviews';
export { buildOrders, type BuildOrdersOptions } from './orders';
export { buildProfileResponse, type BuildProfileOptions } from './account';
export { type SampleStorage } from './orderChanges';
export {
  BROKEN_IMAGE_URL,
  CARD_PATTERN_COUNT,
  brandLogo,
  brandLogoSvg,
  contrastRatio,
  giftCardImage,
  giftCardSvg,
  giftIcon,
  svgDataUri,
  type SampleArtAddress,
} from './artwork';
