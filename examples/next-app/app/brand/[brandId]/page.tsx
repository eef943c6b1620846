import { createSampleProvider } from '@giftcash/sample';
import { BrandPage } from './BrandPage';

export async function generateStaticParams() {
  const { brands } = await createSampleProvider().getBrands();
  return brands.slice(0, 2).map((brand) => ({ brandId: brand.id }));
}

export default async function Page({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <BrandPage brandId={brandId} />;
}
