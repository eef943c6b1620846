import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { browserRetry } from './retryChunk';
import { retryingPage } from './retryingPage';
import {
  holdHydrationSignal,
  hydrationSignalSent,
  releaseHydrationSignal,
} from './HydrationSignal';
import { keepServerHtmlOnFailure } from './keepServerHtml';

/**
 * A page's main content (the catalogue, a brand's card, the games hub) in a chunk of its own:
 * rendered in full in the prerendered HTML, and hydrated when its code arrives, after the page's
 * own (selective hydration, as the home page's sections: ../pages/home/belowTheFold.ts). So it
 * is not among the scripts the HTML loads before the page hydrates, and the page's hydration
 * is split into shorter tasks. Unlike a section lower down, a tap on it is what the visitor came
 * for: the page's hydration signal (./HydrationSignal.tsx), which releases the taps and typing
 * held until then, waits for this section too, or for its code to fail to load (the section then
 * keeps its server HTML, whose links still work as plain links).
 *
 * The element rendering it must keep its props until the section has hydrated (memoise it):
 * new props before that would make React throw the server HTML away and render it again.
 *
 * A navigation to the page loads the section's code with the page's (`preload`, through the page's
 * `preloadMain`: ../routeTable.tsx), so the page shows whole rather than its content a moment
 * after its header.
 */
export function mainSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  const hold = {};
  const release = () => releaseHydrationSignal(hold);
  // The code once it is in: a section mounted after that renders it at once, without suspending.
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (loaded = component),
      () => void (loading = undefined),
    ));
  const Section = lazy(
    keepServerHtmlOnFailure(() =>
      load().then(
        (component) => ({ default: (loaded = component) }),
        (error: unknown) => {
          // Offline: the page answers without it rather than holding every tap for good.
          release();
          throw error;
        },
      ),
    ),
  );
  function Hydrated() {
    useEffect(release, []);
    return null;
  }
  /**
   * The section mounted by a navigation (or Back to a page not shown in this document yet) with
   * its code not in: there is no server HTML to keep. It waits for the code (the navigation's load
   * when one is under way), and if that fails (offline), rather than leave the page empty, says so
   * with Retry, as a page whose code failed does.
   */
  const Navigated = lazy(() =>
    preload().then(() => ({
      default: loaded ?? retryingPage(load, (component) => (loaded = component), browserRetry),
    })),
  );
  function MainSection(props: P) {
    // Chosen once per mount: switching from the lazy one later would remount the section.
    const [Loaded] = useState(() => loaded);
    // Whether the page was already answering when this mounted (a navigation), not hydrating.
    const [navigated] = useState(() => typeof document !== 'undefined' && hydrationSignalSent());
    // While the page hydrates, before the signal's effect runs; a no-op after it has been sent.
    holdHydrationSignal(hold);
    // A page that crashed and replaced the section lets go too.
    useEffect(() => release, []);
    return (
      // Its own boundary: only this section waits for its code while the page hydrates.
      <Suspense fallback={null}>
        {Loaded ? (
          <Loaded {...props} />
        ) : navigated ? (
          <Navigated {...props} />
        ) : (
          <Section {...props} />
        )}
        <Hydrated />
      </Suspense>
    );
  }
  return Object.assign(MainSection, { preload });
}

/** A page whose main content is a {@link mainSection}: `preloadMain` loads that content's code. */
export interface PageWithMainSection {
  preloadMain?: () => Promise<void>;
}
