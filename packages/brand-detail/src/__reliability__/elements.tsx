import type { Brand, ScratchConfig, WheelConfig } from '@giftcash/core';
import { live, type ElementCase } from '@giftcash/core/testing';
import { goodResponses } from '@giftcash/sample/testing';
import * as detail from '../index';

const noop = () => {};

/** Every exported component of @giftcash/brand-detail with sample data. */
export function brandDetailElements(): ElementCase[] {
  const good = goodResponses();
  const brand = (good.brands as { brands: Brand[] }).brands[0]!;
  const wheel = good.wheelConfig as WheelConfig;
  const scratch = good.scratchConfig as ScratchConfig;
  return [
    [
      'BrandDetailView',
      live(() => (
        <detail.BrandDetailView brand={brand} wheelConfig={wheel} scratchConfig={scratch} />
      )),
    ],
    ['BrandDetailScreen', live(() => <detail.BrandDetailScreen brandId={brand.id} />)],
    [
      'ValueEntry',
      () => (
        <detail.ValueEntry
          value="25"
          onValueChange={noop}
          onReject={noop}
          denominations={brand.digital_denominations}
          limits={brand.digital_face_value_limits}
          errorId="value-error"
        />
      ),
    ],
    ['RewardEstimate', () => <detail.RewardEstimate value="25" rates={brand} />],
    [
      'ShareMenu',
      live(() => (
        <detail.ShareMenu url="https://giftcash.example/brand/x" brandName={brand.name} />
      )),
    ],
    [
      'BrandDescription',
      () => <detail.BrandDescription text={brand.detail.description ?? 'A description.'} />,
    ],
    ['BrandDetailsList', () => <detail.BrandDetailsList brand={brand} />],
    [
      'CoinsSection',
      live(() => (
        <detail.CoinsSection
          brandName={brand.name}
          coinsPerPound={brand.coins_per_pound || 1000}
          wheelConfig={wheel}
          scratchConfig={scratch}
        />
      )),
    ],
  ];
}
