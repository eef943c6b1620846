/**
 * `@giftcash/core/sample`: deterministic UK sample data for every endpoint, and a data
 * provider over it. React-free; nothing touches `window` or the clock at import time.
 */
export { createSampleProvider, type SampleProvider, type SampleProviderOptions } from './createSampleProvider';
export { buildSampleResponses, createSampleSource, type SampleDataOptions, type SampleResponses, type SampleSource } from './responses';
export { buildBrands, buildBrandsInSlices, buildBrandsResponse, categoriesOf, slugify, EXTRA_CATEGORY_SLUG, type BuildBrandsOptions } from './brands';
export {
  buildMinigames,
  buildWheelConfig,
  buildScratchConfig,
  buildSlots,
  wheelSlots,
  scratchSlots,
  winProbability,
  type PrizeSpec,
} from './games';
export {
  buildLotteries,
  buildRaffleResults,
  dailyRafflePayouts,
  nextDailyDrawAt,
  DAILY_RAFFLE_ID,
  LATEST_DRAW_INDEX,
  DRAW_WITHOUT_THIRD_PLACE,
  ADD_PRIZE_LABEL,
  type BuildRaffleResultsOptions,
} from './raffle';
export { buildWinners, type BuildWinnersOptions } from './winners';
export { buildReviews, SAMPLE_REVIEW_COUNT, SAMPLE_REVIEW_RATING, type BuildReviewsOptions } from './reviews';
export { buildOrders, ORDER_STATUS_DESC, SAMPLE_USER, type BuildOrdersOptions } from './orders';
export {
  buildProfileResponse,
  buildLevel,
  SILVER_TIER,
  SAMPLE_REFERRAL_CODE,
  SAMPLE_INVITATION_CODE,
  type BuildProfileOptions,
} from './account';
export { SAMPLE_ORDERS_STORAGE_KEY, type SampleStorage, type OrderChanges } from './orderChanges';
export { BROKEN_IMAGE_URL, brandLogo, brandLogoSvg, contrastRatio, giftCardImage, giftCardSvg, giftIcon, svgDataUri, type SampleArtAddress, type SampleArtImage } from './artwork';
export { createRandom, mulberry32, deriveSeed, DEFAULT_SEED, type Random } from './random';
export { nextUkTime, londonOffsetMinutes } from './ukTime';
