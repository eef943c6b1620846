import { categoryLabel } from '@giftcash/core';
import type { EmbedConfig } from './embedConfig';

/** The widget's own accessible name for a configuration without a label. */
export const previewName = (config: Pick<EmbedConfig, 'widget' | 'category'>): string =>
  config.widget === 'carousel'
    ? config.category
      ? `${categoryLabel(config.category)} brands`
      : 'Popular brands'
    : 'Wheel of Fortune';
