/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base address of an HTTP API (brands at `<base>/brands`, winners at `<base>/rewards`); unset = sample data. */
  readonly GIFTCASH_API?: string;
}
