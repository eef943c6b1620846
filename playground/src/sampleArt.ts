import type { SampleArtAddress } from '@giftcash/sample';

/**
 * Where the reference website serves the sample brands' art: files the build draws from the
 * sample data with every letter in the house typeface (scripts/sample-art.mjs), where data URIs
 * in an `<img>` could only use the system sans. Root-relative, so prerendered and hydrated
 * pages name the same address on any origin.
 */
export const SAMPLE_ART_DIR = '/sample-art';

/** `brands/<id>.logo` → `/sample-art/brands/<id>.logo.svg`. */
export const sampleArtAddress: SampleArtAddress = ({ key }) =>
  `${SAMPLE_ART_DIR}/${key.split('/').map(encodeURIComponent).join('/')}.svg`;
