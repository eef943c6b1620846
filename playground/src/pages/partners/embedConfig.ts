import { contrastRatio } from '@giftcash/sample';
import { dataSourceKey, DEFAULT_BRAND_LINK, PARTNER_PARAM, SAMPLE_SOURCE } from '@giftcash/embed';

/**
 * The partner configurator's model, React-free: a widget configuration, its place in the address
 * (query string), the snippets printed from it (HTML with a pinned, integrity-checked script; the
 * Content-Security-Policy it needs; the React equivalent) and the contrast guard.
 */

export type WidgetKind = 'carousel' | 'wheel' | 'scratch';
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** A colour token a partner may set, where it shows, and on which widgets. */
export interface ColourToken {
  name: `--gc-${string}`;
  label: string;
  widgets: readonly WidgetKind[];
}

const ALL: readonly WidgetKind[] = ['carousel', 'wheel', 'scratch'];

/** The `--gc-*` colours the widgets paint with (README "Theming"), in the order the form lists them. */
export const COLOUR_TOKENS: readonly ColourToken[] = [
  { name: '--gc-accent', label: 'Accent (badges, buttons, coin slices)', widgets: ALL },
  { name: '--gc-on-accent', label: 'Text on the accent', widgets: ALL },
  { name: '--gc-text', label: 'Text', widgets: ALL },
  { name: '--gc-text-muted', label: 'Secondary text', widgets: ['carousel'] },
  { name: '--gc-surface-raised', label: 'Cards and buttons', widgets: ALL },
  { name: '--gc-surface', label: 'Panels', widgets: ['scratch'] },
  { name: '--gc-border', label: 'Borders', widgets: ALL },
  { name: '--gc-danger', label: 'Error text', widgets: ALL },
  { name: '--gc-danger-bg', label: 'Error background', widgets: ALL },
  { name: '--gc-selected', label: 'Wheel pointer', widgets: ['wheel'] },
  { name: '--gc-wheel-slice-alt', label: 'Wheel: alternate coin slices', widgets: ['wheel'] },
  { name: '--gc-wheel-cash', label: 'Wheel: cash slices', widgets: ['wheel'] },
  { name: '--gc-wheel-cash-alt', label: 'Wheel: alternate cash slices', widgets: ['wheel'] },
  { name: '--gc-wheel-prize', label: 'Wheel: prize slices', widgets: ['wheel'] },
  { name: '--gc-wheel-rim', label: 'Wheel: rim and hub', widgets: ['wheel'] },
  { name: '--gc-scratch-card-start', label: 'Scratch card: gradient start', widgets: ['scratch'] },
  {
    name: '--gc-scratch-card-middle',
    label: 'Scratch card: gradient middle',
    widgets: ['scratch'],
  },
  { name: '--gc-scratch-card-end', label: 'Scratch card: gradient end', widgets: ['scratch'] },
  { name: '--gc-scratch-card-text', label: 'Scratch card: text', widgets: ['scratch'] },
  { name: '--gc-scratch-foil-middle', label: 'Scratch card: foil', widgets: ['scratch'] },
  { name: '--gc-scratch-foil-text', label: 'Scratch card: text on the foil', widgets: ['scratch'] },
];

const TOKEN_NAMES = new Set<string>(COLOUR_TOKENS.map((token) => token.name));

export interface WidgetInfo {
  tag: 'giftcash-brand-carousel' | 'giftcash-wheel' | 'giftcash-scratch-card';
  label: string;
  /** The smallest published script that defines the element. */
  script: string;
  /** Attributes the element reads, besides `data-source` and `theme` (README "Elements"). */
  attributes: readonly (
    'partner-id' | 'category' | 'label' | 'autoplay' | 'brand-link' | 'app-link'
  )[];
}

export const WIDGETS: Record<WidgetKind, WidgetInfo> = {
  carousel: {
    tag: 'giftcash-brand-carousel',
    label: 'Brand carousel',
    script: 'giftcash-carousel.iife.js',
    attributes: ['partner-id', 'category', 'label', 'autoplay', 'brand-link'],
  },
  wheel: {
    tag: 'giftcash-wheel',
    label: 'Wheel of fortune',
    script: 'giftcash-wheel.iife.js',
    attributes: ['app-link', 'label'],
  },
  scratch: {
    tag: 'giftcash-scratch-card',
    label: 'Scratch card',
    script: 'giftcash-embed.iife.js',
    attributes: ['app-link'],
  },
};

export interface EmbedConfig {
  widget: WidgetKind;
  theme: ThemeChoice;
  /** `data-source`: empty or `sample` for the built-in sample data, else an API base address. */
  dataSource: string;
  partnerId: string;
  category: string;
  label: string;
  autoplay: boolean;
  brandLink: string;
  appLink: string;
  /** Colour tokens set by the partner (`#rrggbb`); the rest keep their theme defaults. */
  colours: Partial<Record<string, string>>;
}

export const DEFAULT_CONFIG: EmbedConfig = {
  widget: 'carousel',
  theme: 'light',
  dataSource: '',
  partnerId: '',
  category: '',
  label: '',
  autoplay: true,
  brandLink: '',
  appLink: '',
  colours: {},
};

const HEX = /^#[0-9a-f]{6}$/i;
const THEMES: readonly ThemeChoice[] = ['light', 'dark', 'auto'];
const TEXT_KEYS = {
  dataSource: 'data-source',
  partnerId: 'partner-id',
  category: 'category',
  label: 'label',
  brandLink: 'brand-link',
  appLink: 'app-link',
} as const;

/** The configuration as a query string (`?widget=wheel&theme=dark&--gc-accent=%230a7c59`); defaults are left out. */
export function toQuery(config: EmbedConfig): string {
  const params = new URLSearchParams();
  if (config.widget !== DEFAULT_CONFIG.widget) params.set('widget', config.widget);
  if (config.theme !== DEFAULT_CONFIG.theme) params.set('theme', config.theme);
  for (const [key, name] of Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][])
    if (config[key]) params.set(name, config[key]);
  if (!config.autoplay) params.set('autoplay', 'false');
  for (const token of COLOUR_TOKENS) {
    const value = config.colours[token.name];
    if (value) params.set(token.name, value.toLowerCase());
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface ParsedQuery {
  config: EmbedConfig;
  /** Parameters that were not taken (unknown names, values no control accepts), as `name=value`. */
  ignored: string[];
}

/** The configuration an address holds; anything it cannot take is listed in `ignored`, never guessed. */
export function fromQuery(search: string): ParsedQuery {
  const config: EmbedConfig = { ...DEFAULT_CONFIG, colours: {} };
  const ignored: string[] = [];
  const textKeys = Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][];
  for (const [name, value] of new URLSearchParams(search)) {
    const text = textKeys.find(([, attribute]) => attribute === name);
    if (name === 'widget' && value in WIDGETS) config.widget = value as WidgetKind;
    else if (name === 'theme' && (THEMES as readonly string[]).includes(value))
      config.theme = value as ThemeChoice;
    else if (name === 'autoplay' && (value === 'false' || value === 'true'))
      config.autoplay = value === 'true';
    else if (text) config[text[0]] = value;
    else if (TOKEN_NAMES.has(name) && HEX.test(value)) config.colours[name] = value.toLowerCase();
    else if (name !== 'api') ignored.push(`${name}=${value}`);
  }
  return { config, ignored };
}

/** The element's attributes for a configuration, in a stable order, defaults left out. */
export function elementAttributes(config: EmbedConfig): [string, string][] {
  const attributes: [string, string][] = [];
  const source = config.dataSource.trim();
  if (source && source !== SAMPLE_SOURCE) attributes.push(['data-source', source]);
  if (config.theme !== 'light') attributes.push(['theme', config.theme]);
  for (const name of WIDGETS[config.widget].attributes) {
    if (name === 'autoplay') {
      if (!config.autoplay) attributes.push(['autoplay', 'false']);
      continue;
    }
    const key = (Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][]).find(
      ([, attribute]) => attribute === name,
    )?.[0];
    const value = key ? config[key].trim() : '';
    if (value) attributes.push([name, value]);
  }
  return attributes;
}

/** The colour tokens the configuration sets that its widget uses. */
export function colourDeclarations(config: EmbedConfig): [string, string][] {
  return COLOUR_TOKENS.filter(
    (token) => token.widgets.includes(config.widget) && config.colours[token.name],
  ).map((token) => [token.name, config.colours[token.name] as string]);
}

/** The embed as a partner installs it: its version, each script's `integrity` and the CDN. */
export interface EmbedRelease {
  version: string;
  files: Record<string, string>;
}

export const CDN_ORIGIN = 'https://unpkg.com';

/** The pinned address of a script of the release on the CDN. */
export const scriptUrl = (release: EmbedRelease, file: string) =>
  `${CDN_ORIGIN}/@giftcash/embed@${release.version}/dist/${file}`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of the `<style>` element that sets the colours (empty without colours). */
export function styleText(config: EmbedConfig): string {
  const declarations = colourDeclarations(config);
  if (!declarations.length) return '';
  return `\n  ${WIDGETS[config.widget].tag} {\n${declarations.map(([name, value]) => `    ${name}: ${value};`).join('\n')}\n  }\n`;
}

/** The HTML to paste: the colours, the element, the pinned script with its integrity hash. */
export function htmlSnippet(config: EmbedConfig, release: EmbedRelease): string {
  const { tag, script } = WIDGETS[config.widget];
  const integrity = release.files[script];
  if (!integrity)
    throw new Error(`No integrity hash for ${script} in @giftcash/embed ${release.version}`);
  const style = styleText(config);
  const attributes = elementAttributes(config)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return [
    ...(style ? [`<style>${style}</style>`] : []),
    `<${tag}${attributes}></${tag}>`,
    `<script src="${scriptUrl(release, script)}" integrity="${integrity}" crossorigin="anonymous"></script>`,
  ].join('\n');
}

/** The http(s) origin of an address, or undefined. */
export function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface PolicyInput {
  /** `'sha256-…'` of {@link styleText}, when the snippet has a `<style>` element. */
  styleHash?: string;
  /** `img-src` sources of the images the data source names (read by the data source check). */
  imageOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy directives the snippet needs on the partner's page: the script's
 * origin; with colours, the `<style>` element's hash; with an API, its origin for `connect-src`
 * and the hosts of its images for `img-src` (README "Content-Security-Policy").
 */
export function policyDirectives(config: EmbedConfig, input: PolicyInput = {}): string[] {
  const directives = [`script-src ${CDN_ORIGIN}`];
  if (input.styleHash) directives.push(`style-src '${input.styleHash}'`);
  const key = dataSourceKey(config.dataSource);
  const api = key === SAMPLE_SOURCE || key.startsWith('invalid:') ? undefined : originOf(key);
  if (api) {
    directives.push(`connect-src ${api}`);
    const images = [...new Set(input.imageOrigins ?? [])].sort();
    if (images.length) directives.push(`img-src ${images.join(' ')}`);
  }
  return directives;
}

/** The policy as a response header line. */
export const policyHeader = (directives: readonly string[]) =>
  `Content-Security-Policy: ${directives.join('; ')}`;

/**
 * A JavaScript string literal of any text, in single quotes: JSON's escapes (backslashes, line
 * breaks, control characters, lone surrogates) with the quotes swapped, so a partner id or a label
 * typed or pasted with a newline still prints code that compiles.
 */
export const jsLiteral = (value: string) =>
  `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
const literal = jsLiteral;

/** The equivalent for React users: what to install, the imports and the JSX (packages' React components). */
export function reactSnippet(config: EmbedConfig): string {
  const key = dataSourceKey(config.dataSource);
  const api = key !== SAMPLE_SOURCE && !key.startsWith('invalid:') ? key : undefined;
  const widgetPackage = config.widget === 'carousel' ? 'catalogue' : 'games-demo';
  const lines: string[] = [
    `// npm install @giftcash/core @giftcash/${widgetPackage}${api ? '' : ' @giftcash/sample'} react react-dom`,
  ];
  const reactImports = [
    ...(config.widget === 'carousel' ? ['useMemo'] : []),
    ...(colourDeclarations(config).length ? ['type CSSProperties'] : []),
  ];
  if (reactImports.length) lines.push(`import { ${reactImports.join(', ')} } from 'react';`);
  // The data layer has no React in it; the provider and hooks come from core's React entry.
  const coreImports = [
    ...(api ? ['createHttpProvider'] : []),
    ...(config.widget === 'carousel' ? ['encodeUrlPart', 'type Brand'] : []),
  ];
  if (coreImports.length) lines.push(`import { ${coreImports.join(', ')} } from '@giftcash/core';`);
  const coreReactImports = [
    'GiftcashProvider',
    ...(config.theme === 'auto' ? ['useMediaQuery'] : []),
    ...(config.widget === 'carousel' ? ['useResource'] : []),
  ];
  lines.push(`import { ${coreReactImports.join(', ')} } from '@giftcash/core/react';`);
  if (!api) lines.push(`import { createSampleProvider } from '@giftcash/sample';`);
  const component =
    config.widget === 'carousel'
      ? 'BrandCarousel'
      : config.widget === 'wheel'
        ? 'WheelScreen'
        : 'ScratchCardScreen';
  lines.push(
    `import { ${component}${config.widget === 'carousel' && !config.category.trim() ? ', popularBrands' : ''} } from '@giftcash/${widgetPackage}';`,
  );
  lines.push(
    `import '@giftcash/core/styles.css';`,
    `import '@giftcash/${widgetPackage}/styles.css';`,
    '',
  );
  lines.push(
    api
      ? `const provider = createHttpProvider({ brandsUrl: ${literal(`${api}/brands`)}, rewardsUrl: ${literal(`${api}/rewards`)} });`
      : 'const provider = createSampleProvider();',
  );
  const colours = colourDeclarations(config);
  if (colours.length)
    lines.push(
      `const colours = { ${colours.map(([name, value]) => `${literal(name)}: ${literal(value)}`).join(', ')} } as CSSProperties;`,
    );
  const appLink = originOf(config.appLink.trim()) ? config.appLink.trim() : '';
  const providerProps =
    appLink && config.widget !== 'carousel' ? ` appLinks={{ download: ${literal(appLink)} }}` : '';
  const label = config.label.trim();
  if (config.widget === 'carousel') {
    const template =
      originOf(config.brandLink.trim()) && config.brandLink.includes('{id}')
        ? config.brandLink.trim()
        : DEFAULT_BRAND_LINK;
    const partner = config.partnerId.trim();
    const category = config.category.trim().toLowerCase();
    lines.push(
      '',
      'function brandHref(brand: Brand): string {',
      `  const url = new URL(${literal(template)}.split('{id}').join(encodeUrlPart(brand.id)));`,
      ...(partner
        ? [`  url.searchParams.set(${literal(PARTNER_PARAM)}, ${literal(partner)});`]
        : []),
      '  return url.href;',
      '}',
      '',
      'function Brands() {',
      '  const { data } = useResource((source, signal) => source.getBrands({ signal }), []);',
      category
        ? `  const brands = useMemo(() => (data?.brands ?? []).filter((brand) => brand.categories.includes(${literal(category)})), [data]);`
        : '  const brands = useMemo(() => popularBrands(data?.brands ?? []), [data]);',
      `  return brands.length ? <BrandCarousel brands={brands}${label ? ` label={${JSON.stringify(label)}}` : ''}${config.autoplay ? '' : ' defaultPlaying={false}'} getBrandHref={brandHref} /> : null;`,
      '}',
    );
  }
  const inner =
    config.widget === 'carousel'
      ? '<Brands />'
      : `<${component}${config.widget === 'wheel' && label ? ` label={${JSON.stringify(label)}}` : ''} />`;
  const theme = config.theme === 'auto' ? "{dark ? 'dark' : 'light'}" : `"${config.theme}"`;
  lines.push(
    '',
    'export function GiftcashWidget() {',
    ...(config.theme === 'auto'
      ? [`  const dark = useMediaQuery('(prefers-color-scheme: dark)'); // theme="auto"`]
      : []),
    '  return (',
    `    <div data-theme=${theme}${colours.length ? ' style={colours}' : ''}>`,
    `      <GiftcashProvider provider={provider}${providerProps}>`,
    `        ${inner}`,
    '      </GiftcashProvider>',
    '    </div>',
    '  );',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

/** A pair of colours where text must read (at least {@link MIN_CONTRAST}). */
export interface TextPair {
  text: string;
  background: string;
  where: string;
  widgets: readonly WidgetKind[];
}

export const MIN_CONTRAST = 4.5;

/** Where the widgets set text on a colour (their CSS). */
export const TEXT_PAIRS: readonly TextPair[] = [
  {
    text: '--gc-text',
    background: '--gc-surface-raised',
    where: 'brand names and buttons',
    widgets: ALL,
  },
  {
    text: '--gc-text-muted',
    background: '--gc-surface-raised',
    where: 'cashback rates under the brand names',
    widgets: ['carousel'],
  },
  {
    text: '--gc-on-accent',
    background: '--gc-accent',
    where: 'rate badges and the Spin / Play Now buttons',
    widgets: ALL,
  },
  { text: '--gc-danger', background: '--gc-danger-bg', where: 'the error message', widgets: ALL },
  { text: '--gc-text', background: '--gc-surface', where: 'the card picker', widgets: ['scratch'] },
  {
    text: '--gc-scratch-card-text',
    background: '--gc-scratch-card-start',
    where: 'the scratch card',
    widgets: ['scratch'],
  },
  {
    text: '--gc-scratch-card-text',
    background: '--gc-scratch-card-middle',
    where: 'the scratch card',
    widgets: ['scratch'],
  },
  {
    text: '--gc-scratch-card-text',
    background: '--gc-scratch-card-end',
    where: 'the scratch card',
    widgets: ['scratch'],
  },
  {
    text: '--gc-scratch-card-start',
    background: '--gc-scratch-card-text',
    where: 'the scratch card’s band',
    widgets: ['scratch'],
  },
  {
    text: '--gc-scratch-foil-text',
    background: '--gc-scratch-foil-middle',
    where: 'the hint on the foil',
    widgets: ['scratch'],
  },
];

export interface ContrastFailure {
  theme: 'light' | 'dark';
  text: string;
  background: string;
  textColour: string;
  backgroundColour: string;
  ratio: number;
  where: string;
}

/** The themes a visitor can see: both for `auto`. */
export const themesShown = (theme: ThemeChoice): ('light' | 'dark')[] =>
  theme === 'auto' ? ['light', 'dark'] : [theme];

/**
 * Every text pair of the configured widget that drops under 4.5:1 in a theme it can show, with the
 * partner's colours over the theme defaults, measured as the widgets' own art is (WCAG contrast,
 * `contrastRatio` of `@giftcash/sample`). Wheel labels pick black or white per slice
 * themselves, so they always read.
 */
export function contrastFailures(
  config: EmbedConfig,
  defaults: Record<'light' | 'dark', Record<string, string>>,
): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const theme of themesShown(config.theme)) {
    const colour = (token: string) => config.colours[token] ?? defaults[theme][token];
    for (const pair of TEXT_PAIRS) {
      if (!pair.widgets.includes(config.widget)) continue;
      const textColour = colour(pair.text);
      const backgroundColour = colour(pair.background);
      if (!textColour || !backgroundColour) continue;
      const ratio = contrastRatio(textColour, backgroundColour);
      if (ratio < MIN_CONTRAST)
        failures.push({
          theme,
          text: pair.text,
          background: pair.background,
          textColour,
          backgroundColour,
          ratio,
          where: pair.where,
        });
    }
  }
  return failures;
}
