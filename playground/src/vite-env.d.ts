/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base address of an HTTP API (brands at `<base>/brands`, winners at `<base>/rewards`); unset = sample data. */
  readonly GIFTCASH_API?: string;
  /** Origins an `?api=` link may point the site at, besides loopback addresses (commas or spaces between them). */
  readonly GIFTCASH_API_ALLOW?: string;
}
