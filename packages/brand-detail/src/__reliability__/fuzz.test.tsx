import type { ScreenFuzzTarget } from '@giftcash/core/testing';
import { goodResponses, screenFuzzSuite } from '@giftcash/sample/testing';
import { BrandDetailScreen } from '../index';

const brandId = () =>
  String((goodResponses().brands as { brands: { id: string }[] }).brands[0]!.id);

const targets: ScreenFuzzTarget[] = [
  {
    name: 'BrandDetailScreen (brands)',
    endpoint: 'brands',
    element: () => <BrandDetailScreen brandId={brandId()} />,
  },
  // The demo games' configuration is decoration on the brand page: a failure is logged and the defaults used.
  {
    name: 'BrandDetailScreen (wheelConfig)',
    endpoint: 'wheelConfig',
    element: () => <BrandDetailScreen brandId={brandId()} />,
    onError: 'fallback',
  },
  {
    name: 'BrandDetailScreen (scratchConfig)',
    endpoint: 'scratchConfig',
    element: () => <BrandDetailScreen brandId={brandId()} />,
    onError: 'fallback',
  },
];

screenFuzzSuite('hostile responses through the HTTP provider into the brand page', targets);
