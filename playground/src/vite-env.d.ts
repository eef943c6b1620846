/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base address of an HTTP API (brands at `<base>/brands`, winners at `<base>/rewards`); unset = sample data. */
  readonly GIFTCASH_API?: string;
  /** Origins an `?api=` link may point the site at, besides loopback addresses (commas or spaces between them). */
  readonly GIFTCASH_API_ALLOW?: string;
}

declare module 'virtual:giftcash-embed-release' {
  /** The released @giftcash/embed (scripts/embedRelease.mjs): version, each script's `integrity`, and this site's copy of the all-elements script. */
  const release: {
    version: string;
    algorithm: 'sha384';
    files: Record<string, string>;
    previewUrl: string;
    themes: { light: Record<string, string>; dark: Record<string, string>; names: string[] };
  };
  export default release;
}
