import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_TOKENS,
  contrastFailures,
  DEFAULT_CONFIG,
  fromQuery,
  htmlSnippet,
  policyDirectives,
  policyHeader,
  styleText,
  toQuery,
  WIDGETS,
  type EmbedConfig,
  type WidgetKind,
} from './embedConfig';

const RELEASE = {
  version: '1.2.3',
  files: {
    'giftcash-carousel.iife.js': 'sha384-carousel',
    'giftcash-wheel.iife.js': 'sha384-wheel',
    'giftcash-embed.iife.js': 'sha384-all',
  },
};
const THEMES = {
  light: {
    '--gc-accent': '#fdc953',
    '--gc-on-accent': '#1d1a12',
    '--gc-text': '#1d1a12',
    '--gc-surface-raised': '#ffffff',
    '--gc-text-muted': '#57534a',
    '--gc-danger': '#b3261e',
    '--gc-danger-bg': '#fdecea',
  },
  dark: {
    '--gc-accent': '#fdc953',
    '--gc-on-accent': '#1d1a12',
    '--gc-text': '#f4f1e8',
    '--gc-surface-raised': '#2a2820',
    '--gc-text-muted': '#c4beb0',
    '--gc-danger': '#ff8a80',
    '--gc-danger-bg': '#3b1714',
  },
};

const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
const config: fc.Arbitrary<EmbedConfig> = fc.record({
  widget: fc.constantFrom<WidgetKind>('carousel', 'wheel', 'scratch'),
  theme: fc.constantFrom('light' as const, 'dark' as const, 'auto' as const),
  dataSource: fc.string(),
  partnerId: fc.string(),
  category: fc.string(),
  label: fc.string(),
  autoplay: fc.boolean(),
  brandLink: fc.string(),
  appLink: fc.string(),
  colours: fc.dictionary(fc.constantFrom(...COLOUR_TOKENS.map((token) => token.name)), hex),
});

describe('the configuration in the address', () => {
  it('restores every setting from its own query string (any text, any colours)', () => {
    fc.assert(
      fc.property(config, (original) => {
        const { config: restored, ignored } = fromQuery(toQuery(original));
        expect(ignored).toEqual([]);
        expect(restored).toEqual(original);
      }),
    );
  });

  it('leaves the defaults out, and lists what it cannot take instead of guessing', () => {
    expect(toQuery(DEFAULT_CONFIG)).toBe('');
    const parsed = fromQuery(
      '?widget=slot-machine&theme=sepia&--gc-accent=red&autoplay=maybe&colour=1&partner-id=acme',
    );
    expect(parsed.config).toEqual({ ...DEFAULT_CONFIG, partnerId: 'acme' });
    expect(parsed.ignored).toEqual([
      'widget=slot-machine',
      'theme=sepia',
      '--gc-accent=red',
      'autoplay=maybe',
      'colour=1',
    ]);
  });
});

describe('the HTML snippet', () => {
  it('pins the smallest script for the widget with its integrity hash, after the element', () => {
    expect(
      htmlSnippet(
        {
          ...DEFAULT_CONFIG,
          widget: 'wheel',
          theme: 'dark',
          label: 'Spin',
          appLink: 'https://apps.example.com',
        },
        RELEASE,
      ),
    ).toBe(
      [
        '<giftcash-wheel theme="dark" app-link="https://apps.example.com" label="Spin"></giftcash-wheel>',
        '<script src="https://unpkg.com/@giftcash/embed@1.2.3/dist/giftcash-wheel.iife.js" integrity="sha384-wheel" crossorigin="anonymous"></script>',
      ].join('\n'),
    );
    expect(htmlSnippet({ ...DEFAULT_CONFIG, widget: 'scratch' }, RELEASE)).toContain(
      'dist/giftcash-embed.iife.js" integrity="sha384-all"',
    );
  });

  it('escapes attribute values and sets only the colours the widget uses', () => {
    const html = htmlSnippet(
      {
        ...DEFAULT_CONFIG,
        partnerId: '"><script>alert(1)</script>',
        colours: { '--gc-accent': '#0a7c59', '--gc-wheel-cash': '#123456' },
      },
      RELEASE,
    );
    expect(html).toContain('partner-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain(
      '<style>\n  giftcash-brand-carousel {\n    --gc-accent: #0a7c59;\n  }\n</style>',
    );
    expect(html).not.toContain('--gc-wheel-cash');
  });

  it('fails loudly when the release has no hash for the script', () => {
    expect(() => htmlSnippet(DEFAULT_CONFIG, { version: '1.2.3', files: {} })).toThrow(
      'No integrity hash for giftcash-carousel.iife.js',
    );
  });

  it('names the attributes each element reads (README)', () => {
    expect(WIDGETS.carousel.attributes).toEqual([
      'partner-id',
      'category',
      'label',
      'autoplay',
      'brand-link',
    ]);
  });
});

describe('the Content-Security-Policy', () => {
  it('needs only the script origin on the sample data', () => {
    expect(policyHeader(policyDirectives(DEFAULT_CONFIG))).toBe(
      'Content-Security-Policy: script-src https://unpkg.com',
    );
  });

  it('adds the style hash, the API origin and the image sources the API names', () => {
    const withApi = {
      ...DEFAULT_CONFIG,
      dataSource: 'https://api.example.com/giftcash/',
      colours: { '--gc-accent': '#0a7c59' },
    };
    expect(
      policyDirectives(withApi, {
        styleHash: 'sha256-abc',
        imageOrigins: ['https://img.example.com', 'data:', 'https://img.example.com'],
      }),
    ).toEqual([
      'script-src https://unpkg.com',
      "style-src 'sha256-abc'",
      'connect-src https://api.example.com',
      'img-src data: https://img.example.com',
    ]);
  });

  it('asks for nothing for an address the widget would not read', () => {
    expect(policyDirectives({ ...DEFAULT_CONFIG, dataSource: 'javascript:alert(1)' })).toEqual([
      'script-src https://unpkg.com',
    ]);
  });

  it('hashes exactly the text of the style element', () => {
    expect(styleText({ ...DEFAULT_CONFIG, colours: { '--gc-accent': '#0a7c59' } })).toBe(
      '\n  giftcash-brand-carousel {\n    --gc-accent: #0a7c59;\n  }\n',
    );
    expect(styleText(DEFAULT_CONFIG)).toBe('');
  });
});

describe('the contrast guard', () => {
  it('passes the theme defaults', () => {
    for (const widget of ['carousel', 'wheel', 'scratch'] as const)
      expect(contrastFailures({ ...DEFAULT_CONFIG, widget, theme: 'auto' }, THEMES)).toEqual([]);
  });

  it('flags a pair under 4.5:1 with both colours, the ratio and the theme', () => {
    const failures = contrastFailures(
      { ...DEFAULT_CONFIG, theme: 'auto', colours: { '--gc-on-accent': '#ffffff' } },
      THEMES,
    );
    expect(
      failures.map(
        (failure) =>
          `${failure.theme} ${failure.text} ${failure.textColour} on ${failure.background} ${failure.backgroundColour} ${failure.ratio.toFixed(2)}`,
      ),
    ).toEqual([
      'light --gc-on-accent #ffffff on --gc-accent #fdc953 1.54',
      'dark --gc-on-accent #ffffff on --gc-accent #fdc953 1.54',
    ]);
  });

  it('checks only the themes a visitor can see', () => {
    // Light text on the dark theme's surface reads; on the light theme's it does not.
    const colours = { '--gc-text': '#eeeeee' };
    expect(contrastFailures({ ...DEFAULT_CONFIG, theme: 'dark', colours }, THEMES)).toEqual([]);
    expect(
      contrastFailures({ ...DEFAULT_CONFIG, theme: 'light', colours }, THEMES).map(
        (failure) => failure.background,
      ),
    ).toEqual(['--gc-surface-raised']);
  });
});
