/**
 * What the element scripts bundle in place of `@giftcash/sample`'s artwork module (an alias in
 * packages/embed/scripts/build.mjs): the embed's sample data names no image (see `sampleBrands`),
 * so none of the sample art is drawn, nor shipped. Same exports, drawing nothing.
 */
const none = (): string => '';

export const BROKEN_IMAGE_URL = '';
export const artAddress = none;
export const fixedArt = (): (() => string) => none;
export const brandLogo = none;
export const brandLogoSvg = none;
export const giftCardImage = none;
export const giftCardSvg = none;
export const giftIcon = none;
export const svgDataUri = none;
export const CARD_PATTERN_COUNT = 1;
export const planBrandArt = (): never[] => [];
