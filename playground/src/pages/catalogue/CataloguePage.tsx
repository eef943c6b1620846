import './catalogue.css';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../router';
import { CatalogueScreen } from '@giftcash/catalogue';

/**
 * `/gift-card-deals` and `/brand`: the catalogue. A `?category=` parameter preselects that
 * category and is then removed from the address (history replace), also when it arrives
 * while the page is already open.
 */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const [category, setCategory] = useState<string | null>(() => requested || null);

  useEffect(() => {
    if (requested === null) return;
    setCategory(requested || null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, setParams]);

  return (
    <div className="site-page catalogue-page">
      <header className="catalogue-page-header">
        <h1>Cashback Gift Cards</h1>
        <p>Buy digital gift cards from UK brands and get instant cashback plus coins to play for prizes.</p>
      </header>
      <CatalogueScreen category={category} onCategoryChange={setCategory} />
    </div>
  );
}
