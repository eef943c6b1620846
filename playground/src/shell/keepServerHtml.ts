/**
 * For a section whose server HTML is already on screen (the home page's sections below the first
 * screen, the footer): when its chunk fails to load (offline while the page hydrates), the load stays pending
 * instead of failing, so React keeps the server HTML (its links still work as plain links) rather
 * than throwing it away for an error. One more attempt is made when the browser is back online.
 */
export function keepServerHtmlOnFailure<M>(
  load: () => Promise<M>,
  win?: Pick<Window, 'addEventListener'>,
): () => Promise<M> {
  return () =>
    load().catch(
      () =>
        new Promise<M>((resolve) => {
          (win ?? window).addEventListener(
            'online',
            () => void load().then(resolve, () => undefined),
            { once: true },
          );
        }),
    );
}
