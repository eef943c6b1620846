import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_CONFIG, fromQuery, toQuery, type EmbedConfig } from './embedConfig';

/** The configurator's settings and how to change them. */
export interface EmbedConfigState {
  config: EmbedConfig;
  /** Changes some settings. */
  update(change: Partial<EmbedConfig>): void;
  /** Sets one `--gc-*` colour, or clears it (`undefined`: the theme's own). */
  setColour(name: string, value: string | undefined): void;
  /** Settings in the address that were not taken (unknown setting or value). */
  ignored: string[];
  /** Whether the address has been read (after hydration; the prerendered page is the default). */
  restored: boolean;
}

/**
 * The embed configuration, kept in the address: read once after hydration (the prerendered page
 * is the default configuration), then written back on every change, replacing the history entry
 * (the back button leaves the page) and keeping the site's own `?api=`.
 */
export function useEmbedConfig(): EmbedConfigState {
  const [config, setConfig] = useState<EmbedConfig>(DEFAULT_CONFIG);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const parsed = fromQuery(window.location.search);
    setConfig(parsed.config);
    setIgnored(parsed.ignored);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const url = new URL(window.location.href);
    const api = url.searchParams.get('api');
    const next = new URLSearchParams(toQuery(config));
    if (api) next.set('api', api);
    const search = next.toString() ? `?${next}` : '';
    if (search !== url.search)
      window.history.replaceState(window.history.state, '', `${url.pathname}${search}${url.hash}`);
  }, [config, restored]);

  const update = useCallback(
    (change: Partial<EmbedConfig>) => setConfig((current) => ({ ...current, ...change })),
    [],
  );
  const setColour = useCallback(
    (name: string, value: string | undefined) =>
      setConfig((current) => {
        const colours = { ...current.colours };
        if (value === undefined) delete colours[name];
        else colours[name] = value;
        return { ...current, colours };
      }),
    [],
  );
  return { config, update, setColour, ignored, restored };
}
