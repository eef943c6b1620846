// Added by the engines smoke run's server (scripts/engines/server.mjs) as the first script of every
// HTML page: a same-origin classic script, so the page's own Content-Security-Policy allows it as
// served (`script-src 'self'`). It watches from inside the page, which works in every engine, also
// in WebKitWebDriver, which has no BiDi to report console messages or page errors:
// - uncaught errors, unhandled rejections, `console.error`, CSP violations, and `error` events of
//   elements (a script, stylesheet, image or modulepreload link that failed: error monitors count
//   those too), each posted to the server (`/__engines/report`, same origin, so `connect-src 'self'`)
//   and kept in `window.__enginesProblems`;
// - a stub native bridge when the tab asked for one (`sessionStorage['giftcash-engines:bridge']`
//   set to `react-native` or `webkit`): what the page posts to the app is kept in sessionStorage
//   (`giftcash-engines:posted`, a JSON list), so it survives navigations within the tab.
(function () {
  'use strict';
  var problems = [];
  window.__enginesProblems = problems;
  function report(kind, detail) {
    var entry = {
      kind: kind,
      detail: String(detail).slice(0, 800),
      page: location.pathname + location.search,
    };
    problems.push(entry);
    try {
      var body = JSON.stringify(entry);
      if (!(navigator.sendBeacon && navigator.sendBeacon('/__engines/report', body)))
        fetch('/__engines/report', { method: 'POST', body: body, keepalive: true });
    } catch (error) {
      // Kept in window.__enginesProblems, which the run reads too.
    }
  }
  function describe(value) {
    if (value instanceof Error) return value.stack || value.name + ': ' + value.message;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch (error) {
      return String(value);
    }
  }
  // Loads the browser cancels because the page is being left (WebKit fires `error` at the
  // preload links still in flight) are not the page's errors.
  var leaving = false;
  addEventListener('beforeunload', function () {
    leaving = true;
  });
  addEventListener('pagehide', function () {
    leaving = true;
  });
  addEventListener('pageshow', function () {
    leaving = false;
  });
  addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.localName) {
        if (leaving) return;
        var what =
          '<' +
          target.localName +
          (target.rel ? ' rel="' + target.rel + '"' : '') +
          ' ' +
          (target.href || target.src || target.currentSrc || '') +
          '>';
        // Firefox now and then fires `error` at a modulepreload link whose chunk loads fine (HTTP
        // 200, and the page goes on to import it); a known spurious event, seen in about one run in
        // eight here. Such a link counts only when its chunk in fact cannot be fetched.
        if (target.localName === 'link' && target.rel === 'modulepreload' && target.href) {
          fetch(target.href).then(
            function (response) {
              if (!response.ok) report('element error', what + ' (HTTP ' + response.status + ')');
            },
            function () {
              if (!leaving) report('element error', what);
            },
          );
          return;
        }
        report('element error', what);
      } else {
        report(
          'page error',
          (event.error ? describe(event.error) : event.message) +
            ' at ' +
            event.filename +
            ':' +
            event.lineno,
        );
      }
    },
    true,
  );
  addEventListener('unhandledrejection', function (event) {
    report('unhandled rejection', describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    report(
      'CSP violation',
      event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' ' + event.sample,
    );
  });
  var consoleError = console.error;
  console.error = function () {
    report('console.error', Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(this, arguments);
  };

  var bridge = null;
  try {
    bridge = sessionStorage.getItem('giftcash-engines:bridge');
  } catch (error) {
    // Storage blocked: no bridge.
  }
  function keep(data) {
    var list = JSON.parse(sessionStorage.getItem('giftcash-engines:posted') || '[]');
    list.push(data);
    sessionStorage.setItem('giftcash-engines:posted', JSON.stringify(list));
  }
  // What each app gives the page: React Native a function taking a string, WKWebView a message
  // handler taking an object.
  if (bridge === 'react-native')
    window.ReactNativeWebView = {
      postMessage: function (data) {
        keep(JSON.parse(data));
      },
    };
  else if (bridge === 'webkit')
    window.webkit = {
      messageHandlers: {
        giftcash: {
          postMessage: function (data) {
            keep(JSON.parse(JSON.stringify(data)));
          },
        },
      },
    };
})();
