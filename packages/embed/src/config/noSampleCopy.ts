/**
 * What the element scripts bundle in place of `@giftcash/sample`'s brand descriptions (an alias in
 * packages/embed/scripts/build.mjs): no element shows a description, so none is shipped. The
 * sample brands then describe themselves in one generic line.
 */
export const BRAND_COPY: Readonly<Record<string, readonly [offer: string, use: string]>> = {};
