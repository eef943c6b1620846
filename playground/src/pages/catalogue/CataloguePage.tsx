import { useMemo, useRef } from 'react';
import { mainSection } from '../../shell/mainSection';

/**
 * The catalogue itself (./CatalogueBrowser.tsx) hydrates when its code arrives, after the page's
 * (../../shell/mainSection.tsx): its code is not among what the page needs before it hydrates.
 */
const CatalogueBrowser = mainSection(() =>
  import('./CatalogueBrowser').then((module) => module.CatalogueBrowser),
);

/**
 * `/gift-card-deals` and `/brand`: the catalogue. `?category=` and `?q=` preselect a category or
 * fill the search box (./CatalogueBrowser.tsx).
 */
export function CataloguePage() {
  const page = useRef<HTMLDivElement>(null);
  // Memoised: re-rendering the catalogue before it has hydrated would make React throw its server
  // HTML away and render it again.
  const browser = useMemo(() => <CatalogueBrowser page={page} />, []);
  return (
    <div ref={page} className="site-page catalogue-page">
      <header className="catalogue-page-header">
        <h1>Cashback Gift Cards</h1>
        <p>
          Buy digital gift cards from UK brands and get instant cashback plus coins to play for
          prizes.
        </p>
      </header>
      {browser}
    </div>
  );
}

CataloguePage.preloadMain = CatalogueBrowser.preload;
