import { useEffect, useState } from 'react';

/** Where the all-elements script is, and its integrity hash. */
export interface EmbedScript {
  url: string;
  integrity: string;
}

/**
 * Loads the released all-elements script once, on this page only (the other routes never fetch
 * it), when `wanted` (the previews come near the screen): this build's byte-identical copy,
 * checked against the same integrity hash the snippet pins.
 */
export function useEmbedScript(
  wanted: boolean,
  { url, integrity }: EmbedScript,
): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    typeof customElements !== 'undefined' && customElements.get('giftcash-wheel')
      ? 'ready'
      : 'loading',
  );
  useEffect(() => {
    if (state === 'ready' || !wanted) return;
    let script = document.querySelector<HTMLScriptElement>('script[data-giftcash-embed]');
    if (!script) {
      script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.dataset.giftcashEmbed = '';
      document.head.append(script);
    }
    const stop = new AbortController();
    customElements.whenDefined('giftcash-wheel').then(
      () => setState('ready'),
      () => setState('failed'),
    );
    script.addEventListener('error', () => setState('failed'), { signal: stop.signal });
    return () => stop.abort();
  }, [state, wanted, url, integrity]);
  return state;
}
