import { createSampleProvider } from '@giftcash/sample';
import { sampleArtAddress } from './sampleArt';

/**
 * The site's built-in sample provider (loaded on first use, in one chunk with the sample data).
 * A built site serves the sample art as files drawn at build time (./sampleArt.ts); the dev
 * server has no such files, so there the data draws it in the page.
 */
export function createSiteSampleProvider() {
  return createSampleProvider({
    delay: 200,
    ...(import.meta.env.PROD ? { art: sampleArtAddress } : {}),
  });
}
