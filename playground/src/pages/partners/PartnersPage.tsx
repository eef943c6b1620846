import './partners.css';
import {
  createElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { categoryLabel, copyText, KNOWN_CATEGORY_SLUGS, safeHttpUrl } from '@giftcash/core';
import { brandHref, DEFAULT_BRAND_LINK } from '@giftcash/embed';
import release from 'virtual:giftcash-embed-release';
import {
  COLOUR_TOKENS,
  contrastFailures,
  DEFAULT_CONFIG,
  elementAttributes,
  fromQuery,
  htmlSnippet,
  policyDirectives,
  policyHeader,
  reactSnippet,
  styleText,
  themesShown,
  toQuery,
  WIDGETS,
  type EmbedConfig,
  type ThemeChoice,
  type WidgetKind,
} from './embedConfig';
import { checkSource, type SourceCheck } from './sourceCheck';
import { useNearViewport } from '../../shell/useNearViewport';

const PREVIEW_SCRIPT = 'giftcash-embed.iife.js';

/**
 * Loads the released all-elements script once, on this page only (the other routes never fetch
 * it), when `wanted` (the previews come near the screen): this build's byte-identical copy,
 * checked against the same integrity hash the snippet pins.
 */
function useEmbedScript(wanted: boolean): 'loading' | 'ready' | 'failed' {
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
      script.src = release.previewUrl;
      script.integrity = release.files[PREVIEW_SCRIPT] ?? '';
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
  }, [state, wanted]);
  return state;
}

/** `<giftcash-…>` with the configuration's attributes and colours, kept in step with it as a partner's page would. */
function EmbedPreview({
  config,
  theme,
  label,
}: {
  config: EmbedConfig;
  theme: 'light' | 'dark' | 'auto';
  label: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const attributes = useMemo(() => {
    const list = elementAttributes(config).filter(([name]) => name !== 'theme' && name !== 'label');
    if (theme !== 'light') list.push(['theme', theme]);
    // Several previews of one widget on a page: each carousel region gets its own name.
    if (config.widget !== 'scratch') list.push(['label', label]);
    return list;
  }, [config, theme, label]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const wanted = new Map(attributes);
    for (const name of element.getAttributeNames())
      if (name !== 'class' && name !== 'style' && !wanted.has(name)) element.removeAttribute(name);
    for (const [name, value] of wanted)
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    for (const token of COLOUR_TOKENS) {
      const value = config.colours[token.name];
      if (value && token.widgets.includes(config.widget))
        element.style.setProperty(token.name, value);
      else element.style.removeProperty(token.name);
    }
  }, [attributes, config.colours, config.widget]);
  return createElement(WIDGETS[config.widget].tag, {
    ref,
    key: config.widget,
    className: 'partners-embed',
  });
}

/** Under this zoom the widget's 44 px controls would fall under the 24 px minimum target size. */
const INTERACTIVE_ZOOM = 0.75;

/**
 * A box `width` CSS pixels wide, zoomed down to fit its column when the column is narrower. Zoomed
 * far down it is a picture of the widget (`inert`: its shrunken controls are not offered to
 * pointer, keyboard or screen reader); the other preview stays usable.
 */
function FitFrame({
  width,
  title,
  children,
}: {
  width: number;
  title: string;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const box = outer.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setZoom(Math.min(1, box.clientWidth / width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);
  return (
    <figure className="partners-frame" ref={outer}>
      <figcaption className="partners-frame-caption">
        {title} ({width} px{zoom < 1 ? `, shown at ${Math.round(zoom * 100)}%` : ''}
        {zoom < INTERACTIVE_ZOOM ? ', not interactive' : ''})
      </figcaption>
      <div className="partners-frame-view" style={{ width, zoom }} inert={zoom < INTERACTIVE_ZOOM}>
        {children}
      </div>
    </figure>
  );
}

/** A block of code with its copy button; the confirmation is spoken through the page's live region. */
function CodeBlock({
  title,
  code,
  language,
  onCopied,
}: {
  title: string;
  code: string;
  language: string;
  onCopied: (message: string) => void;
}) {
  const id = useId();
  const pre = useRef<HTMLPreElement>(null);
  const copy = async () => {
    try {
      await copyText(code);
      onCopied(`${title} copied to the clipboard.`);
    } catch {
      const selection = window.getSelection();
      if (pre.current && selection) selection.selectAllChildren(pre.current);
      onCopied(`Could not copy ${title}: it is selected, press Ctrl+C or Cmd+C to copy it.`);
    }
  };
  return (
    <section className="partners-code" aria-labelledby={id}>
      <div className="partners-code-head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="gc-button partners-copy" onClick={() => void copy()}>
          Copy <span className="gc-visually-hidden">{title}</span>
        </button>
      </div>
      <pre ref={pre} className="partners-pre" data-language={language}>
        <code>{code}</code>
      </pre>
    </section>
  );
}

/** `'sha256-…'` of `text` (the snippet's `<style>` element, for `style-src`). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  type?: string;
  placeholder?: string;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="partners-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="partners-input"
        type={type}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="partners-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="partners-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="partners-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="partners-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function SourceStatus({ check }: { check: SourceCheck | null }) {
  if (!check) return null;
  switch (check.kind) {
    case 'checking':
      return <p>Reading {check.address}…</p>;
    case 'ok':
      return (
        <p>
          {check.address === 'sample' ? 'Sample data' : check.address}: the widget shows{' '}
          {check.shows}
        </p>
      );
    case 'invalid':
      return (
        <p className="partners-error">
          The widget does not use “{check.address}”: only http: and https: addresses are read. It
          would show “{check.shows}”
        </p>
      );
    case 'failed':
      return (
        <p className="partners-error">
          {check.address} could not be read ({check.reason}). The widget would show “{check.shows}”
          with a Retry button.
        </p>
      );
    case 'blocked':
      return (
        <p className="partners-error">
          This website’s own Content-Security-Policy does not let it read {check.origin}, so neither
          this check nor the preview can. On your page the widget reads it once your policy allows{' '}
          <code>connect-src {check.origin}</code> (below).
        </p>
      );
  }
}

const WIDGET_OPTIONS = (Object.keys(WIDGETS) as WidgetKind[]).map((value) => ({
  value,
  label: WIDGETS[value].label,
}));
const THEME_OPTIONS: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto (the visitor’s setting)' },
];

/** Resets every token the widgets read to the widgets' own default inside a preview (the site's values would leak in, as a partner page's would). */
const ISOLATE_TOKENS = Object.fromEntries(release.themes.names.map((name) => [name, 'initial']));

/**
 * /partners: the embed configurator. A partner picks a widget and sets its attributes and colours,
 * sees the real element at phone and laptop widths in each theme it can show, is warned about
 * a data source the widget would not read and colours that drop text under 4.5:1, and copies the
 * HTML (pinned script with its integrity hash), the Content-Security-Policy it needs and the React
 * equivalent. The configuration lives in the address.
 */
export function PartnersPage() {
  const [config, setConfig] = useState<EmbedConfig>(DEFAULT_CONFIG);
  const [sourceDraft, setSourceDraft] = useState('');
  const [ignored, setIgnored] = useState<string[]>([]);
  const [check, setCheck] = useState<SourceCheck | null>(null);
  const [styleHash, setStyleHash] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [restored, setRestored] = useState(false);
  const previewRef = useRef<HTMLElement>(null);
  const scriptState = useEmbedScript(useNearViewport(previewRef));
  const sourceId = useId();

  // The address is read after hydration (the prerendered page is the default configuration).
  useEffect(() => {
    const parsed = fromQuery(window.location.search);
    setConfig(parsed.config);
    setSourceDraft(parsed.config.dataSource);
    setIgnored(parsed.ignored);
    setRestored(true);
  }, []);

  // …and written back on every change, replacing the entry (the back button leaves the page).
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

  // The data source: checked (and read once per address) when it is applied, as the widget would read it.
  useEffect(() => {
    if (!restored) return;
    let current = true;
    setCheck({ kind: 'checking', address: config.dataSource || 'sample' });
    void checkSource(config.dataSource, config.widget, config.category).then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, [config.dataSource, config.widget, config.category, restored]);

  const style = styleText(config);
  useEffect(() => {
    let current = true;
    if (!style) setStyleHash(undefined);
    else
      void sha256(style).then(
        (hash) => current && setStyleHash(hash),
        () => current && setStyleHash(undefined),
      );
    return () => {
      current = false;
    };
  }, [style]);

  const failures = useMemo(() => contrastFailures(config, release.themes), [config]);
  const html = htmlSnippet(config, release);
  const imageOrigins = check?.kind === 'ok' ? check.imageOrigins : undefined;
  const policy = policyHeader(policyDirectives(config, { styleHash, imageOrigins }));
  const react = reactSnippet(config);
  const widget = WIDGETS[config.widget];
  const has = (attribute: (typeof widget.attributes)[number]) =>
    widget.attributes.includes(attribute);
  const brandLinkError =
    config.brandLink.trim() &&
    brandHref('example', config.brandLink.trim(), null) ===
      brandHref('example', DEFAULT_BRAND_LINK, null) &&
    config.brandLink.trim() !== DEFAULT_BRAND_LINK
      ? `The widget ignores this pattern and links to ${DEFAULT_BRAND_LINK}: use an absolute http(s) address with {id} where the brand goes.`
      : undefined;
  const appLinkError =
    config.appLink.trim() && !safeHttpUrl(config.appLink.trim())
      ? 'The widget ignores this address: use an absolute http(s) address.'
      : undefined;
  const themes = themesShown(config.theme);
  const applySource = () => update({ dataSource: sourceDraft.trim() });

  return (
    <article className="site-page partners-page">
      <header className="partners-hero">
        <p className="static-eyebrow">For partners</p>
        <h1 className="static-title">Put GiftCash on your page</h1>
        <p className="partners-lead">
          Pick a widget, set it up, and copy the code: one element and one script, with the exact
          Content-Security-Policy your page needs. The previews below are the released{' '}
          <code>@giftcash/embed</code> {release.version}, as your visitors will see it.
        </p>
      </header>

      {ignored.length ? (
        <p className="partners-error" role="status">
          Not taken from the address (unknown setting or value): {ignored.join(', ')}
        </p>
      ) : null}

      <section className="partners-section" aria-labelledby="partners-settings">
        <h2 id="partners-settings">Settings</h2>
        <form className="partners-form" onSubmit={(event) => event.preventDefault()}>
          <Choice
            legend="Widget"
            name="widget"
            value={config.widget}
            options={WIDGET_OPTIONS}
            onChange={(value) => update({ widget: value })}
          />
          <Choice
            legend="Theme"
            name="theme"
            value={config.theme}
            options={THEME_OPTIONS}
            onChange={(value) => update({ theme: value })}
          />

          <div className="partners-field partners-source">
            <label htmlFor={sourceId}>Data source</label>
            <div className="partners-row">
              <input
                id={sourceId}
                className="partners-input"
                value={sourceDraft}
                placeholder="sample"
                spellCheck={false}
                autoComplete="off"
                aria-describedby={`${sourceId}-hint ${sourceId}-check`}
                onChange={(event) => setSourceDraft(event.target.value)}
                onBlur={applySource}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') applySource();
                }}
              />
              <button type="button" className="gc-button" onClick={applySource}>
                Check address
              </button>
            </div>
            <p id={`${sourceId}-hint`} className="partners-hint">
              Empty or <code>sample</code> for the built-in sample data, or the base address of a
              GiftCash API (brands from <code>&lt;base&gt;/brands</code>).
            </p>
            <div id={`${sourceId}-check`} className="partners-check" role="status">
              <SourceStatus check={check} />
            </div>
          </div>

          {has('partner-id') ? (
            <TextField
              label="Partner id"
              value={config.partnerId}
              onChange={(partnerId) => update({ partnerId })}
              hint="Added to every brand link as ?partner=<id>."
            />
          ) : null}
          {has('category') ? (
            <CategorySelect value={config.category} onChange={(category) => update({ category })} />
          ) : null}
          {has('label') ? (
            <TextField
              label="Accessible name (label)"
              value={config.label}
              onChange={(label) => update({ label })}
              placeholder={
                config.widget === 'carousel'
                  ? config.category
                    ? `${categoryLabel(config.category)} brands`
                    : 'Popular brands'
                  : 'Wheel of Fortune'
              }
            />
          ) : null}
          {has('autoplay') ? (
            <div className="partners-field">
              <label className="partners-radio">
                <input
                  type="checkbox"
                  checked={config.autoplay}
                  onChange={(event) => update({ autoplay: event.target.checked })}
                />
                Autoplay (scrolls by itself until a visitor pauses it)
              </label>
            </div>
          ) : null}
          {has('brand-link') ? (
            <TextField
              label="Brand link pattern"
              value={config.brandLink}
              onChange={(brandLink) => update({ brandLink })}
              placeholder={DEFAULT_BRAND_LINK}
              hint="{id} is replaced by the brand id."
              error={brandLinkError}
            />
          ) : null}
          {has('app-link') ? (
            <TextField
              label="App link (Start Saving Today)"
              value={config.appLink}
              onChange={(appLink) => update({ appLink })}
              placeholder="https://…"
              error={appLinkError}
            />
          ) : null}

          <fieldset className="partners-colours">
            <legend>Colours</legend>
            <p className="partners-hint">
              Unset colours keep the theme’s own. Text must keep at least 4.5:1 against what it sits
              on.
            </p>
            <div className="partners-colour-grid">
              {COLOUR_TOKENS.filter((token) => token.widgets.includes(config.widget)).map(
                (token) => (
                  <ColourField
                    key={token.name}
                    name={token.name}
                    label={token.label}
                    value={config.colours[token.name]}
                    fallback={release.themes[themes[0] ?? 'light'][token.name] ?? '#000000'}
                    onChange={(value) =>
                      setConfig((current) => ({
                        ...current,
                        colours: { ...current.colours, [token.name]: value },
                      }))
                    }
                    onReset={() =>
                      setConfig((current) => {
                        const colours = { ...current.colours };
                        delete colours[token.name];
                        return { ...current, colours };
                      })
                    }
                  />
                ),
              )}
            </div>
            <div className="partners-contrast" role="status" aria-live="polite">
              {failures.length ? (
                <>
                  <p className="partners-error">
                    Some text would not read ({failures.length} pair{failures.length > 1 ? 's' : ''}{' '}
                    under 4.5:1):
                  </p>
                  <ul className="partners-failures">
                    {failures.map((failure) => (
                      <li key={`${failure.theme}${failure.text}${failure.background}`}>
                        <code>{failure.text}</code> {failure.textColour} on{' '}
                        <code>{failure.background}</code> {failure.backgroundColour}:{' '}
                        {failure.ratio.toFixed(2)}:1 in the {failure.theme} theme ({failure.where})
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>Every text pair keeps at least 4.5:1.</p>
              )}
            </div>
          </fieldset>
        </form>
      </section>

      <section className="partners-section" aria-labelledby="partners-preview" ref={previewRef}>
        <h2 id="partners-preview">Preview</h2>
        <p className={scriptState === 'failed' ? 'partners-error' : 'partners-hint'} role="status">
          {scriptState === 'failed'
            ? 'The widget script could not be loaded. Reload the page to try again.'
            : scriptState === 'loading'
              ? 'The previews load as they come into view.'
              : ''}
        </p>
        {themes.map((theme) => (
          <div key={theme} className="partners-preview-row" style={rowColours(theme)}>
            <h3>{theme === 'light' ? 'Light' : 'Dark'} theme</h3>
            <div className="partners-frames" style={ISOLATE_TOKENS}>
              <FitFrame width={390} title="Phone">
                <EmbedPreview
                  config={config}
                  theme={config.theme === 'auto' ? theme : config.theme}
                  label={`${config.label || previewName(config)} (phone, ${theme})`}
                />
              </FitFrame>
              <FitFrame width={1280} title="Laptop">
                <EmbedPreview
                  config={config}
                  theme={config.theme === 'auto' ? theme : config.theme}
                  label={`${config.label || previewName(config)} (laptop, ${theme})`}
                />
              </FitFrame>
            </div>
          </div>
        ))}
      </section>

      <section className="partners-section" aria-labelledby="partners-code">
        <h2 id="partners-code">Code</h2>
        <div className="partners-code-grid">
          <div>
            <CodeBlock title="HTML" language="HTML" code={html} onCopied={setAnnouncement} />
            <CodeBlock
              title="Content-Security-Policy"
              language="HTTP header"
              code={policy}
              onCopied={setAnnouncement}
            />
            <p className="partners-hint">
              Add these sources to your page’s policy (a page without a policy needs nothing).{' '}
              {check?.kind !== 'ok' && policy.includes('connect-src')
                ? 'The img-src for your API’s images is added once its address has been read.'
                : null}
            </p>
          </div>
          <CodeBlock title="React" language="TSX" code={react} onCopied={setAnnouncement} />
        </div>
        <p className="gc-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <p className="partners-copied" aria-hidden="true">
          {announcement}
        </p>
      </section>
    </article>
  );
}

/** A preview row in the theme's own page colours (the site's theme may be the other one). */
const rowColours = (theme: 'light' | 'dark') => {
  const colours = release.themes[theme];
  return {
    background: colours['--gc-bg'],
    color: colours['--gc-text'],
    '--partners-muted': colours['--gc-text-muted'],
    '--partners-border': colours['--gc-border'],
  } as CSSProperties;
};

const previewName = (config: EmbedConfig) =>
  config.widget === 'carousel'
    ? config.category
      ? `${categoryLabel(config.category)} brands`
      : 'Popular brands'
    : 'Wheel of Fortune';

function CategorySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const known = (KNOWN_CATEGORY_SLUGS as readonly string[]).includes(value);
  return (
    <div className="partners-field">
      <label htmlFor={id}>Category</label>
      <select
        id={id}
        className="partners-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Popular brands</option>
        {KNOWN_CATEGORY_SLUGS.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug)}
          </option>
        ))}
        {value && !known ? <option value={value}>{value}</option> : null}
      </select>
    </div>
  );
}

function ColourField({
  name,
  label,
  value,
  fallback,
  onChange,
  onReset,
}: {
  name: string;
  label: string;
  value: string | undefined;
  fallback: string;
  onChange: (value: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <div className="partners-colour">
      <input
        id={id}
        type="color"
        value={value ?? normaliseHex(fallback)}
        aria-describedby={`${id}-what`}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
      <span className="partners-colour-name">
        <label htmlFor={id}>
          <code>{name}</code>
        </label>
        <span id={`${id}-what`} className="partners-hint">
          {label}
          {value ? '' : ' (theme default)'}
        </span>
      </span>
      {value ? (
        <button type="button" className="partners-reset" onClick={onReset}>
          Reset <span className="gc-visually-hidden">{name}</span>
        </button>
      ) : null}
    </div>
  );
}

/** `#abc` → `#aabbcc` (what a colour input takes). */
const normaliseHex = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
