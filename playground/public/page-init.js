// Runs in <head> before the first paint (an external file, so a strict CSP needs no inline
// script). Two jobs:
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
// page waits long), never before the document is parsed, and then hydrate it. A hidden tab paints
// nothing and loads at once. The shell page has no such attributes: it loads its entry itself.
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
  var appMode = RULES.appOn.indexOf(app) !== -1 || (RULES.appOff.indexOf(app) === -1 && read('sessionStorage', RULES.appModeKey) === RULES.appModeOn);
  if (appMode) root.setAttribute('data-app-mode', 'app');

  // In app mode the app's theme (?theme=, or remembered for the tab) wins over the web's choice.
  function valid(value) {
    return RULES.themes.indexOf(value) !== -1 ? value : null;
  }
  var theme = appMode ? valid(params && params.get('theme')) || valid(read('sessionStorage', RULES.appThemeKey)) : null;
  if (!theme) theme = valid(read('localStorage', RULES.themeKey));
  if (!theme) {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);

  if (read('localStorage', RULES.cookieConsentKey) !== null) root.setAttribute('data-cookie-consent', '');
})();

(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var root = document.documentElement;

  // Until the page has hydrated (the app sets data-hydrated on <html> and sends giftcash:hydrated),
  // a tap on a button would do nothing: it is held and replayed once the page answers. Links work
  // as they are. Text typed meanwhile is noted and typed in again once the page answers (an input
  // event React reads as a change: the field is first set to another value through React's own
  // value setter, then to the typed text past it).
  //
  // A page that is rendered in the browser instead of hydrated (`?api=`: its HTML holds the
  // build's data, not the tab's API) replaces the fields and buttons the visitor used, and may show
  // them only once its data has arrived. Each is therefore noted with what names it (its tag, its
  // label or text, and which of the elements so named it is), and the replay waits a while for an
  // element of that name when the original is gone.
  var held = [];
  var typed = [];
  function text(value) {
    return (value || '').replace(/\s+/g, ' ').trim();
  }
  function nameOf(element) {
    if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') {
      var label = element.getAttribute('aria-label') || (element.labels && element.labels[0] ? element.labels[0].textContent : '');
      return element.tagName + '|' + (element.getAttribute('type') || '') + '|' + text(label) + '|' + (element.getAttribute('name') || '') + '|' + (element.getAttribute('placeholder') || '');
    }
    return element.tagName + '|' + text(element.getAttribute('aria-label')) + '|' + text(element.textContent);
  }
  function named(tag, name) {
    var all = document.getElementsByTagName(tag);
    var found = [];
    for (var i = 0; i < all.length; i += 1) if (nameOf(all[i]) === name) found.push(all[i]);
    return found;
  }
  function note(element) {
    var name = nameOf(element);
    return { element: element, tag: element.tagName, name: name, index: named(element.tagName, name).indexOf(element) };
  }
  // The element noted, else (once the page has replaced it) its namesake, else null.
  function find(noted) {
    if (noted.element.isConnected) return noted.element;
    var element = named(noted.tag, noted.name)[noted.index];
    return element && element !== noted.element ? element : null;
  }
  function onClick(event) {
    if (root.hasAttribute('data-hydrated')) return;
    var target = event.target && event.target.closest ? event.target.closest('button, [role="button"], summary') : null;
    if (!target || target.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < held.length; i += 1) if (held[i].element === target) return;
    held.push(note(target));
  }
  function onInput(event) {
    var target = event.target;
    if (root.hasAttribute('data-hydrated') || !target || (target.tagName !== 'INPUT' && target.tagName !== 'TEXTAREA')) return;
    for (var i = 0; i < typed.length; i += 1) if (typed[i].element === target) typed.splice(i, 1);
    var noted = note(target);
    noted.value = target.value;
    typed.push(noted);
  }
  // Types `value` into `field` as React sees typing.
  function typeIn(field, value) {
    var proto = field.tagName === 'TEXTAREA' ? window.HTMLTextAreaElement.prototype : window.HTMLInputElement.prototype;
    var setter = Object.getOwnPropertyDescriptor(proto, 'value');
    if (!setter || !setter.set) return;
    field.value = value === '' ? ' ' : '';
    setter.set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Replays what was held, in order (typing first, then taps), each once its element is there.
  function replay(queue) {
    var waiting = null;
    var giveUp = 0;
    function step() {
      while (queue.length) {
        var item = queue[0];
        var element = find(item);
        if (!element) {
          if (!waiting && window.MutationObserver) {
            waiting = new window.MutationObserver(step);
            waiting.observe(document.body, { childList: true, subtree: true });
            giveUp = setTimeout(stop, 10000);
          }
          return;
        }
        queue.shift();
        if (item.value === undefined) {
          element.click();
          continue;
        }
        // A field put there by the page is typed into only while no one has typed in it since.
        if (element === item.element || element.value === element.defaultValue) typeIn(element, item.value);
        // The page renders what was typed before the next replay (a held Buy reads the amount).
        setTimeout(step, 0);
        return;
      }
      stop();
    }
    function stop() {
      queue.length = 0;
      if (waiting) waiting.disconnect();
      clearTimeout(giveUp);
    }
    step();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('giftcash:hydrated', function () {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    // A hydrated field still shows the typed text, but the page's state does not have it (the next
    // render would put back what the page rendered with): it is typed in again, as React sees typing.
    replay(typed.concat(held));
    held = [];
    typed = [];
  });

  function list(name) {
    return (boot.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function load() {
    if (started) return;
    // A module added by script runs as soon as it arrives: not before the page it hydrates is whole.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', load);
      return;
    }
    started = true;
    list('data-modules').forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    list('data-fetch').forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: entry });
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
