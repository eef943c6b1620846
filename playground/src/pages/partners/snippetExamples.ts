import { fromQuery, reactSnippet, type EmbedConfig } from './embedConfig';

/**
 * Configurations whose printed React snippet must compile, written as the configurator's own
 * addresses (`/partners?…`) and read with its own parser, so they hold exactly what a partner can
 * set. The vitest type-checks them against the packages' sources; `scripts/examples.mjs` writes
 * them into the example apps, which type-check and build them against the published packages.
 */
export const SNIPPET_EXAMPLES: Readonly<Record<string, Record<string, string>>> = {
  'carousel-defaults': {},
  'carousel-sample-category': { category: 'groceries', label: 'Groceries' },
  'carousel-api-partner': {
    'data-source': 'https://api.example.com/giftcash/',
    'partner-id': "o'brien & co",
    'brand-link': 'https://partner.example.com/brand/{id}?from=home',
    category: 'department-stores',
    label: 'Store "deals"',
    autoplay: 'false',
    theme: 'dark',
    '--gc-accent': '#0a7c59',
    '--gc-on-accent': '#ffffff',
  },
  'wheel-colours-auto': {
    widget: 'wheel',
    theme: 'auto',
    label: 'Spin to win',
    '--gc-accent': '#7a1fa2',
    '--gc-wheel-cash': '#123456',
    '--gc-wheel-rim': '#333333',
  },
  'wheel-api-app-link': {
    widget: 'wheel',
    'data-source': 'https://rewards.example.com/v1',
    'app-link': 'https://apps.example.com/get',
  },
  'scratch-app-link': {
    widget: 'scratch',
    theme: 'dark',
    'app-link': 'https://apps.example.com/get?from=scratch',
  },
  // Text a partner can put in the address (a newline, quotes, a backslash, markup, a template
  // placeholder, a line separator): every literal it prints still compiles and reads back.
  'carousel-hostile-text': {
    'partner-id': 'o\'brien\n"co" \\ </script>${x}`\u2028',
    label: 'Deals\r\n{1}</div> "quoted" \\',
    category: "groceries'\n",
  },
  'wheel-hostile-label': {
    widget: 'wheel',
    label: "Spin\n' + alert(1) + '",
  },
  'scratch-local-api-colours': {
    widget: 'scratch',
    'data-source': 'http://127.0.0.1:4010/api',
    '--gc-scratch-card-text': '#000000',
  },
};

export interface SnippetExample {
  /** A file name: lower case words and hyphens. */
  name: string;
  config: EmbedConfig;
  code: string;
}

/** Every example's configuration and printed React snippet; throws when the parser drops a parameter. */
export function snippetExamples(): SnippetExample[] {
  return Object.entries(SNIPPET_EXAMPLES).map(([name, params]) => {
    const { config, ignored } = fromQuery(new URLSearchParams(params).toString());
    if (ignored.length)
      throw new Error(`Snippet example ${name}: the configurator ignores ${ignored.join(', ')}`);
    return { name, config, code: reactSnippet(config) };
  });
}
