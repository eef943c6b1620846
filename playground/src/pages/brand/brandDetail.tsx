import { useEffect } from 'react';
import { useResource } from '@giftcash/core/react';
import { BrandDetailScreen, type BrandDetailScreenProps } from '@giftcash/brand-detail';
import { brandTitle } from '../../prerender/pageMeta';

/**
 * The brand page's content (./BrandPage.tsx), in a chunk of its own that hydrates after the
 * page's: the screen, and the document's title once the brand is known.
 */
export function BrandDetail(props: BrandDetailScreenProps) {
  const { brandId } = props;
  // The same read as the screen's (the HTTP provider shares it): names the document once the brand is known.
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const brand = brands.data?.brands.find((candidate) => candidate.id === brandId);
  useEffect(() => {
    if (brand) document.title = brandTitle(brand);
  }, [brand]);
  return <BrandDetailScreen {...props} />;
}
