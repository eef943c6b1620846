// Applies the saved theme (or the system preference) before the page paints, so there is no
// flash of the wrong theme. Mirrors playground/src/shell/theme.ts; storage may be unavailable.
(function () {
  var theme;
  try {
    theme = window.localStorage.getItem('giftcash:theme');
  } catch (e) {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
