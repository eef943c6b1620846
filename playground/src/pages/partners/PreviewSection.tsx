import {
  createElement,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import release from 'virtual:giftcash-embed-release';
import {
  COLOUR_TOKENS,
  elementAttributes,
  themesShown,
  WIDGETS,
  type EmbedConfig,
} from './embedConfig';
import { previewName } from './previewName';
import { useEmbedScript } from './useEmbedScript';
import { useNearViewport } from '../../shell/useNearViewport';

/** The released all-elements script: this build's byte-identical copy, pinned as the snippet pins it. */
const PREVIEW_SCRIPT = {
  url: release.previewUrl,
  integrity: release.files['giftcash-embed.iife.js'] ?? '',
};

/** Resets every token the widgets read to the widgets' own default inside a preview (the site's values would leak in, as a partner page's would). */
const ISOLATE_TOKENS = Object.fromEntries(release.themes.names.map((name) => [name, 'initial']));

/**
 * The real element at phone and laptop widths in each theme the configuration can show; the
 * released script loads as the previews come near the screen.
 */
export function PreviewSection({ config }: { config: EmbedConfig }) {
  const previewRef = useRef<HTMLElement>(null);
  const scriptState = useEmbedScript(useNearViewport(previewRef), PREVIEW_SCRIPT);
  const themes = themesShown(config.theme);
  return (
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
  );
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
