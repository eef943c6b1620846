/**
 * Query parameters only the apps' webviews use: `app` (app mode), `theme` (the app's theme) and
 * `signed-in` (the app's session). They never belong in an address someone else opens.
 */
export const WEBVIEW_PARAMS = ['app', 'theme', 'signed-in'] as const;

/**
 * The public address of a page: `href` without the webview-only parameters
 * ({@link WEBVIEW_PARAMS}) and without a fragment, so a shared link opens the ordinary website.
 * An address that cannot be parsed is returned as it is.
 */
export function publicPageUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const name of WEBVIEW_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}
