// Runs in <head> before the first paint (an external file, so a strict CSP needs no inline
// script). Sets on <html>, from what only the browser knows, what the prerendered HTML cannot:
// - data-theme: the saved theme, else the system preference (mirrors src/shell/theme.ts);
// - data-app-mode="app" inside the apps' webviews (?app=1, or remembered for the tab; mirrors
//   src/shell/appMode.ts), so the header and footer never show there, not even before hydration;
// - data-cookie-consent once the cookie banner was accepted, so it does not flash.
// The app takes over after hydration. Storage may be unavailable.
(function () {
  var root = document.documentElement;
  function read(store, key) {
    try {
      return window[store].getItem(key);
    } catch (e) {
      return null;
    }
  }
  var theme = read('localStorage', 'giftcash:theme');
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);

  var app = null;
  try {
    app = new URLSearchParams(window.location.search).get('app');
  } catch (e) {
    app = null;
  }
  if (app === '1' || app === 'true' || (app !== '0' && app !== 'false' && read('sessionStorage', 'giftcash:app') === '1')) {
    root.setAttribute('data-app-mode', 'app');
  }
  if (read('localStorage', 'cookieConsent') !== null) root.setAttribute('data-cookie-consent', '');
})();
