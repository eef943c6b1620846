// Runs in <head> before the first paint (an external file, so a strict CSP needs no inline
// script). Sets on <html>, from what only the browser knows, what the prerendered HTML cannot:
// - data-theme: in app mode the app's theme (?theme=light|dark, or remembered for the tab; mirrors
//   src/shell/appMode.ts), else the saved theme, else the system preference (src/shell/theme.ts);
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
  var params = null;
  try {
    params = new URLSearchParams(window.location.search);
  } catch (e) {
    params = null;
  }
  var app = params && params.get('app');
  var appMode = app === '1' || app === 'true' || (app !== '0' && app !== 'false' && read('sessionStorage', 'giftcash:app') === '1');
  if (appMode) root.setAttribute('data-app-mode', 'app');

  // In app mode the app's theme (?theme=, or remembered for the tab) wins over the web's choice.
  function valid(value) {
    return value === 'dark' || value === 'light' ? value : null;
  }
  var theme = appMode ? valid(params && params.get('theme')) || valid(read('sessionStorage', 'giftcash:app-theme')) : null;
  if (!theme) theme = valid(read('localStorage', 'giftcash:theme'));
  if (!theme) {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);

  if (read('localStorage', 'cookieConsent') !== null) root.setAttribute('data-cookie-consent', '');
})();
