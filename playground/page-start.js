// Runs inline in <head> before the first paint: the build (vite.config.ts) writes the rules in,
// minifies it and puts it in the page, and the Content-Security-Policy allows exactly those bytes
// by their SHA-256 (scripts/siteRules.mjs reads the hash from the built page: never typed by
// hand). Inline rather than a file because a file in <head> is a request every first paint waits
// for: on a phone network a round trip, the largest wait left before the first screen. Two jobs:
//
// 1. Sets on <html>, from what only the browser knows, what the prerendered HTML cannot:
// - data-theme: in app mode the app's theme (?theme=light|dark, or remembered for the tab; the rule
//   of src/shell/appMode.ts), else the saved theme, else the system preference (src/shell/theme.ts);
// - data-app-mode="app" inside the apps' webviews (?app=1, or remembered for the tab; the rule of
//   src/shell/appMode.ts), so the header and footer never show there, not even before hydration;
// - data-cookie-consent once the cookie banner was accepted, so it does not flash.
// The app takes over after hydration. Storage may be unavailable.
//
// 2. On a prerendered page, loads its code once the page is on screen. scripts/prerender.mjs puts
// on this script's tag data-entry (the module entry), data-modules (its chunks) and data-fetch
// (the page's data files). The HTML is the page, so nothing the first frame shows waits for
// script: code and data are requested when the first contentful paint is reported (Paint Timing:
// once its frame is on screen; browsers without it wait two frames, and a timer makes sure no
// page waits long), never before the document is parsed, and then hydrate it. First among them
// public/page-init.js, which replays the taps and typing this script holds until the page has
// hydrated. A hidden tab paints nothing and loads at once. The shell page has no such attributes: it
// loads its entry itself.
(function () {
  // The keys and values are src/shell/pageRules.ts, written in by the build and the dev server
  // (vite.config.ts), so they are never copied here.
  // eslint-disable-next-line no-undef
  var RULES = __GIFTCASH_PAGE_RULES__;
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
  var appMode =
    RULES.appOn.indexOf(app) !== -1 ||
    (RULES.appOff.indexOf(app) === -1 &&
      read('sessionStorage', RULES.appModeKey) === RULES.appModeOn);
  if (appMode) root.setAttribute('data-app-mode', 'app');

  // In app mode the app's theme (?theme=, or remembered for the tab) wins over the web's choice.
  function valid(value) {
    return RULES.themes.indexOf(value) !== -1 ? value : null;
  }
  var theme = appMode
    ? valid(params && params.get('theme')) || valid(read('sessionStorage', RULES.appThemeKey))
    : null;
  if (!theme) theme = valid(read('localStorage', RULES.themeKey));
  if (!theme) {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  root.setAttribute('data-theme', theme);

  if (read('localStorage', RULES.cookieConsentKey) !== null)
    root.setAttribute('data-cookie-consent', '');

  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  // Lazy images wait for the first paint (site.css moves them out of reach until this attribute
  // goes): the stylesheet and the font, which that paint needs, then have the connections and the
  // bandwidth to themselves, and the art follows a frame later. Without script nothing waits.
  if (document.visibilityState !== 'hidden') root.setAttribute('data-art-wait', '');

  // Until the page has hydrated, a tap on a button would do nothing: it is stopped here (links work
  // as they are), and the button tapped or the field typed in is handed to public/page-init.js,
  // which replays them once the page answers. That script comes with the page's code, once the
  // page is painted: until then they wait in this list, and it takes the list over by replacing
  // its push. The one place the rule of what is held lives.
  var early = (window.giftcashEarly = []);
  function keep(event) {
    if (root.hasAttribute('data-hydrated')) return;
    var target = event.target;
    if (event.type === 'click') {
      target = target && target.closest ? target.closest('button, [role="button"], summary') : null;
      if (!target || target.disabled) return;
      event.preventDefault();
      event.stopPropagation();
    } else if (!target || (target.tagName !== 'INPUT' && target.tagName !== 'TEXTAREA')) {
      return;
    }
    early.push({ type: event.type, element: target });
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('input', keep, true);

  function list(name) {
    return (boot.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function load() {
    root.removeAttribute('data-art-wait');
    if (started) return;
    // A module added by script runs as soon as it arrives: not before the page it hydrates is whole.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', load);
      return;
    }
    started = true;
    // First what holds taps and typing until the page answers, then the entry, the page's data
    // and the chunks it will import. One element per task: each insertion starts a request, and
    // a dozen in one task held a phone's main thread for 47-95 ms (traced at 4x CPU slowdown)
    // right after the first paint. The entry asks for the chunks itself when it runs, so one
    // not yet preloaded is only requested a little earlier than it would have been.
    var queue = [
      ['script', { src: '/page-init.js' }],
      ['script', { type: 'module', crossorigin: '', src: entry }],
    ];
    list('data-fetch').forEach(function (href) {
      queue.push(['link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href }]);
    });
    list('data-modules').forEach(function (href) {
      queue.push(['link', { rel: 'modulepreload', crossorigin: '', href: href }]);
    });
    (function next() {
      var item = queue.shift();
      add(item[0], item[1]);
      if (queue.length) setTimeout(next, 0);
    })();
  }
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') load();
  });
  setTimeout(load, 3000);
  var types = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') !== -1) {
    var observer = new window.PerformanceObserver(function (entries) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(load, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    });
  } else {
    load();
  }
})();
