export declare const CSS_SOURCES: Record<
  'tokens' | 'components' | 'carousel' | 'wheel' | 'scratch',
  string
>;
export declare const HOST_CSS: string;
export declare const UNUSED_SELECTORS: RegExp;
export declare const UNUSED_TOKENS: RegExp;
export declare function readCss(file: string): string;
export declare function remToPx(css: string): string;
export declare function embedTokens(tokensCss: string): string;
export declare function dropRules(css: string, unused?: RegExp): string;
export declare function buildEmbedCss(
  root: string,
): Promise<Record<'base' | 'carousel' | 'wheel' | 'scratch', string>>;
/** The `--gc-*` declarations (name, value) of the first rule matching `selector`, and its `color-scheme`. */
export declare function tokenBlock(
  css: string,
  selector: string,
): { tokens: Array<[string, string]>; scheme?: string };
