import {
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { lazyPart } from '../../shell/lazyPart';

/**
 * The drawing itself, given by the prerender (entry-server.tsx): the browser's bundle never
 * imports it statically, so it stays out of the home page's chunk.
 */
export const ServerHeroArtContext = createContext<ComponentType | null>(null);

const noSubscription = () => () => {};
const inBrowser = () => true;
const inServerHtml = () => false;

/** The illustration's box (the stylesheet reserves its size), as HeroArt draws it. */
const ART_BOX = { className: 'home-hero-art', 'aria-hidden': true } as const;

const LazyHeroArt = lazyPart(
  () => import('./HeroArt').then((module) => module.HeroArt),
  <div {...ART_BOX} />,
);

/**
 * The hero illustration without its code on the first page's path. The prerender draws it
 * (HeroArt, through ServerHeroArtContext); a page hydrating that HTML keeps the drawing React
 * finds there (a box whose inner HTML React leaves alone), so the drawing is not shipped again as
 * script before the page answers. Where the browser renders the home page itself (a visit from
 * another page, the shell), the drawing's code loads on its own, in a box that already has its size.
 */
export function HomeHeroArt() {
  const ServerArt = useContext(ServerHeroArtContext);
  // `false` on the server and while hydrating (React reads the server snapshot), `true` for a
  // render of the browser's own.
  const browserRender = useSyncExternalStore(noSubscription, inBrowser, inServerHtml);
  // Decided by the first render: a hydrated drawing is never swapped out.
  const [keepServerHtml] = useState(!browserRender);
  if (ServerArt) return <ServerArt />;
  if (keepServerHtml)
    return <div {...ART_BOX} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <LazyHeroArt />;
}
