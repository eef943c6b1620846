// The flows of the engines smoke run (scripts/engines/run.mjs), written once against the small
// interface of ./drivers.mjs. Each flow is what a person does, with the engine's own pointer and
// keyboard input, and checks what they see. It waits by polling the page, never by sleeping.
// Page code is passed to the drivers as self-contained functions (they are serialised), so
// `pageQuery` and the other `page*` functions below use nothing from this module.
import { buildBrandsResponse } from '@giftcash/sample';

/**
 * Questions about visible elements, answered in the page. `spec`: `selector` (CSS), optional
 * `name` (exact accessible name: aria-label, aria-labelledby, label, else the text) or `pattern`
 * (a RegExp source tested against it), `within` (selectors, or `{ selector, name }`, from the
 * document down, through an element's shadow root when it has one), `attribute` (for `attr`). `op`: `count`, `element`
 * (the first), `box` (the first's box, scrolled into view), `attr` (the first's attribute),
 * `text` (what `pattern` matches in the visible text of `within`).
 */
function pageQuery(op, spec) {
  var clean = function (value) {
    return String(value || '')
      .replace(/\s+/g, ' ')
      .trim();
  };
  var nameOf = function (element) {
    var label = element.getAttribute('aria-label');
    if (label) return clean(label);
    var by = element.getAttribute('aria-labelledby');
    if (by) {
      var root = element.getRootNode();
      return clean(
        by
          .split(' ')
          .map(function (id) {
            var target = root.getElementById ? root.getElementById(id) : null;
            return target ? target.textContent : '';
          })
          .join(' '),
      );
    }
    if (element.labels && element.labels.length) return clean(element.labels[0].textContent);
    return clean(element.textContent);
  };
  var roots = [document];
  (spec.within || []).forEach(function (step) {
    var selector = typeof step === 'string' ? step : step.selector;
    var next = [];
    roots.forEach(function (root) {
      root.querySelectorAll(selector).forEach(function (element) {
        if (typeof step !== 'string' && nameOf(element) !== step.name) return;
        next.push(element.shadowRoot || element);
      });
    });
    roots = next;
  });
  var pattern = spec.pattern ? new RegExp(spec.pattern) : null;
  if (op === 'text') {
    var text = roots
      .map(function (root) {
        var node = root === document ? document.body : root;
        if (node.innerText !== undefined) return node.innerText;
        return Array.prototype.map
          .call(node.children, function (child) {
            return child.innerText || '';
          })
          .join('\n');
      })
      .join('\n');
    var match = pattern.exec(text);
    return match ? match[0] : null;
  }
  var found = [];
  roots.forEach(function (root) {
    root.querySelectorAll(spec.selector).forEach(function (element) {
      var box = element.getBoundingClientRect();
      if (!(box.width > 0 && box.height > 0) || getComputedStyle(element).visibility === 'hidden')
        return;
      if (spec.name != null && nameOf(element) !== spec.name) return;
      if (pattern && !pattern.test(nameOf(element))) return;
      found.push(element);
    });
  });
  if (op === 'count') return found.length;
  var first = found[0] || null;
  if (op === 'element' || !first) return first;
  if (op === 'attr') return first.getAttribute(spec.attribute);
  first.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  var rect = first.getBoundingClientRect();
  return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
}

/** Polls `fn` in the page until it returns something truthy; fails naming `what` after `timeout`. */
export async function waitFor(session, what, fn, args = [], timeout = 10_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await session.eval(fn, ...args);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeout / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
}

const BUTTON = 'button, [role="button"]';
const LINK = 'a[href]';
const H1 = 'h1';
const describe = (spec) =>
  `${spec.selector.split(',')[0]}${spec.name != null ? ` "${spec.name}"` : ''}${spec.pattern ? ` /${spec.pattern}/` : ''}${spec.within ? ` in ${spec.within.join(' › ')}` : ''}`;
const named = (selector, name, within) => ({ selector, name, within });
const matching = (selector, pattern, within) => ({ selector, pattern: pattern.source, within });

const see = (s, spec, timeout) =>
  waitFor(s, `${describe(spec)} visible`, pageQuery, ['count', spec], timeout);
async function waitForCount(s, spec, count, timeout = 10_000) {
  const until = Date.now() + timeout;
  for (;;) {
    if ((await s.eval(pageQuery, 'count', spec)) === count) return;
    if (Date.now() > until)
      throw new Error(`timed out after ${timeout / 1000} s: ${describe(spec)} ×${count}`);
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
}
async function click(s, spec, timeout) {
  await see(s, spec, timeout);
  try {
    // Into view at once: the site scrolls smoothly, and WebKitWebDriver's own scroll before a
    // click then leaves the element out of view ("not interactable").
    await s.eval(pageQuery, 'box', spec);
    await s.click(await s.element(pageQuery, 'element', spec));
  } catch (error) {
    throw new Error(`clicking ${describe(spec)}: ${error.name} ${error.message}`);
  }
}
async function type(s, spec, text) {
  await see(s, spec);
  try {
    await s.type(await s.element(pageQuery, 'element', spec), text);
  } catch (error) {
    throw new Error(`typing into ${describe(spec)}: ${error.name} ${error.message}`);
  }
}
const seeText = (s, pattern, within, timeout) =>
  waitFor(
    s,
    `text ${pattern}${within ? ` in ${within.join(' › ')}` : ''}`,
    pageQuery,
    ['text', { selector: '*', pattern: pattern.source, within }],
    timeout,
  );
const attr = (s, spec, attribute) => s.eval(pageQuery, 'attr', { ...spec, attribute });
async function waitForAttr(s, spec, attribute, value, timeout) {
  await waitFor(
    s,
    `${describe(spec)} [${attribute}="${value}"]`,
    (query, expected) => {
      var element = document.querySelector(query.selector);
      return element && element.getAttribute(query.attribute) === expected;
    },
    [{ ...spec, attribute }, value],
    timeout,
  );
}
/** Waits until the page stops scrolling (a scroll the page started, such as to its results). */
async function settled(s, timeout = 5_000) {
  const until = Date.now() + timeout;
  let last = null;
  for (let still = 0; still < 2 && Date.now() < until;) {
    const now = await s.eval(() => window.scrollY);
    still = now === last ? still + 1 : 0;
    last = now;
    if (still < 2) await new Promise((resolve) => setTimeout(resolve, 80));
  }
}
const check = (condition, message) => {
  if (!condition) throw new Error(message);
};

/** The page has hydrated (playground/src/shell/HydrationSignal.tsx), so a press does its work. */
const hydrated = (s) =>
  waitFor(s, 'the page hydrated', () => document.documentElement.hasAttribute('data-hydrated'));
async function open(s, base, path) {
  await s.goto(`${base}${path}`);
  await hydrated(s);
}

/** The wheel's pointer sits over the slot it announced (its computed rotation after the spin). */
function pageWheelLanded(selector) {
  var wheel = document.querySelector(selector);
  var disc = wheel && wheel.querySelector('.gc-wheel-disc');
  if (!disc) return 'no wheel';
  var matrix = new DOMMatrixReadOnly(getComputedStyle(disc).transform);
  var rotation = ((((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI) % 360) + 360) % 360;
  var count = Number(disc.getAttribute('data-slot-count'));
  var under = Math.floor(((((-rotation % 360) + 360) % 360) / 360) * count);
  var index = Number(disc.getAttribute('data-result-index'));
  return under === index ? 'ok' : 'slot ' + under + ' under the pointer, result ' + index;
}

const sample = buildBrandsResponse().brands;
const freeValueBrand =
  sample.find((brand) => brand.id === 'greenway-grocers') ??
  sample.find((brand) => !brand.digital_denominations.length);
const denominationBrand = sample.find((brand) => brand.digital_denominations.length > 0);

/** Scratches a canvas in zig-zag pointer drags (down, across row after row, up) until `done`. */
async function scratch(s, canvasSpec, done) {
  const box = await s.eval(pageQuery, 'box', canvasSpec);
  check(box, `no ${describe(canvasSpec)}`);
  const rows = 14;
  for (let drag = 0; drag < 3; drag += 1) {
    const points = [];
    for (let row = drag; row < rows; row += 3) {
      const y = box.y + ((row + 0.5) * box.height) / rows;
      const [from, to] = row % 2 ? [0.98, 0.02] : [0.02, 0.98];
      for (let step = 0; step <= 6; step += 1)
        points.push({ x: box.x + box.width * (from + ((to - from) * step) / 6), y });
    }
    await s.drag(points);
    if (await s.eval(done)) return drag + 1;
  }
  return 3;
}

/**
 * A flow runs at 1280 × 800 unless it names a `viewport`; `shot` is the element its screenshot
 * centres on.
 * @typedef {{ id: string, title: string, shot: string, viewport?: { width: number, height: number }, run: (s: import('./drivers.mjs').Session, base: string) => Promise<void> }} Flow
 * @type {Flow[]} in a browser whose system asks for light mode and full motion
 */
export const FLOWS = [
  {
    id: 'home-wheel',
    shot: 'main .gc-wheel',
    title: 'home: wheel spin',
    async run(s, base) {
      await open(s, base, '/');
      await click(s, named(BUTTON, 'Accept'));
      const region = ['section[aria-labelledby], section[aria-label]'];
      const spin = named(BUTTON, 'Spin', region);
      await see(s, named('h2', 'Spin the Cashback+ Wheel of Fortune'));
      // The home's game demo hydrates after the first screen, when its code arrives.
      await waitFor(s, 'the home wheel hydrated', () => {
        var button = document.querySelector('main .gc-wheel ~ * button, main .gc-wheel button');
        return (
          button &&
          Object.keys(button).some(function (key) {
            return key.indexOf('__reactFiber') === 0;
          })
        );
      });
      check(
        await s.eval(
          () =>
            !matchMedia('(prefers-reduced-motion: reduce)').matches &&
            !matchMedia('(prefers-color-scheme: dark)').matches,
        ),
        'the system asks for light mode and full motion',
      );
      const pressed = Date.now();
      await click(s, spin);
      await see(s, named(BUTTON, 'Spinning...', region));
      await waitForAttr(s, { selector: 'main .gc-wheel' }, 'data-state', 'won', 15_000);
      const spun = (Date.now() - pressed) / 1000;
      check(spun >= 4.5, `a full spin lasts 5 s, not ${spun.toFixed(1)} s`);
      await seeText(s, /You won!|Better luck next time!/, ['main .gc-wheel']);
      const href = await attr(s, named(LINK, 'Start Saving Today', region), 'href');
      check(/^https:\/\//.test(href ?? ''), `Start Saving Today goes to ${href}`);
      const landed = await s.eval(pageWheelLanded, 'main .gc-wheel');
      check(landed === 'ok', `the home wheel: ${landed}`);
      check(
        (await attr(s, { selector: 'main [aria-roledescription="carousel"]' }, 'data-state')) ===
          'playing',
        'the popular brands carousel plays with full motion',
      );
    },
  },
  {
    id: 'catalogue',
    shot: 'main h1',
    title: 'catalogue: search and category',
    async run(s, base) {
      await open(s, base, '/gift-card-deals');
      await see(s, named(H1, 'Cashback Gift Cards'));
      await type(s, named('input', 'Search offers by brand'), 'greenway');
      await see(s, named('h2', 'Search Results (1)'));
      await see(s, matching(LINK, /Greenway Grocers/, ['main']));
      // A search that finds nothing offers Clear search, which brings the sections back.
      await type(s, named('input', 'Search offers by brand'), ' zzz');
      await seeText(s, /No brands found matching/, ['main']);
      await click(s, named(BUTTON, 'Clear search', ['main']));
      await see(s, named('h2', 'Popular'));
      const tech = sample.filter((brand) => brand.categories.includes('tech')).length;
      const chip = matching(BUTTON, /^Tech \d+ brands$/, ['main']);
      await click(s, chip);
      check(
        (await attr(s, chip, 'aria-pressed')) === 'true',
        'the Tech chip is pressed after a click',
      );
      await see(s, named('h2', `Tech (${tech})`));
      // The results may scroll up under the header: press a brand once they are still.
      await settled(s);
      // A brand from the results opens its page (a client-side navigation).
      await click(s, matching(LINK, /\S/, [{ selector: 'main section', name: `Tech (${tech})` }]));
      await see(s, matching(H1, / Gift Card$/));
    },
  },
  {
    id: 'brand',
    shot: 'main h1',
    title: 'brand page: value, share, buy',
    async run(s, base) {
      await open(s, base, `/brand/${encodeURIComponent(freeValueBrand.id)}`);
      await see(s, named(H1, `${freeValueBrand.name} Gift Card`));
      await type(s, named('input', 'Gift card value'), '25');
      await seeText(s, /You will receive/, ['main']);
      const share = named(BUTTON, 'Share', ['main']);
      await click(s, share);
      await see(s, named(BUTTON, 'Copy link'));
      await see(s, named(LINK, 'Share on Facebook'));
      await s.press('Escape');
      await waitForCount(s, named(LINK, 'Share on Facebook'), 0);
      await click(s, named(BUTTON, 'Buy Securely'));
      const dialog = ['[role="dialog"]'];
      await see(s, named('h2', 'Get the GiftCash app', dialog));
      await seeText(s, /Buy your £25\.00 .*gift card/, dialog);
      await see(s, matching('[role="img"], img, svg', /QR code/, dialog));
      await s.press('Escape');
      await waitForCount(s, { selector: '[role="dialog"]' }, 0);
    },
  },
  {
    id: 'scratch-game',
    shot: '.gc-scratch',
    title: 'scratch card game page (pointer drags)',
    async run(s, base) {
      await open(s, base, '/scratch-game?game=scratch-cashback');
      await see(s, named(H1, 'Cashback Scratch Card'));
      await click(s, matching(BUTTON, /Card 2$/, ['main']));
      await click(s, named(BUTTON, 'Play Now'));
      const canvas = { selector: 'canvas.gc-scratch-canvas' };
      await see(s, canvas);
      await scratch(
        s,
        canvas,
        () => document.querySelector('.gc-scratch')?.getAttribute('data-state') === 'complete',
      );
      await waitForAttr(s, { selector: '.gc-scratch' }, 'data-state', 'complete');
      // The completed card ends in the page's prize reveal: the headline, then the amount.
      await seeText(s, /You won!\s*£\d+\.\d\d|Better luck next time!|back/, ['.gc-reveal-title']);
    },
  },
  {
    id: 'account',
    shot: 'main h1',
    title: 'sign-in and the account pages',
    async run(s, base) {
      // From a games page to the account: the second navigation of the Firefox modulepreload case.
      await open(s, base, '/games');
      await click(s, named(BUTTON, 'Sign in', ['header']));
      const dialog = ['[role="dialog"]'];
      await type(s, named('input', 'Email address', dialog), 'jo.smith@example.co.uk');
      await type(s, named('input', 'Password', dialog), 'correct horse');
      await click(s, named(BUTTON, 'Sign in', dialog));
      await waitForCount(s, { selector: '[role="dialog"]' }, 0);
      await see(s, named(BUTTON, 'User menu'));
      await open(s, base, '/account');
      await see(s, named(H1, 'Personal Information'));
      const menu = ['nav[aria-label="My Account"]'];
      for (const [item, title] of [
        ['Gift Cards Wallet', 'Gift Cards Wallet'],
        ['Rewards', 'My Rewards'],
        ['Referrals', 'My Referrals'],
        ['Profile', 'Personal Information'],
      ]) {
        await click(s, named(LINK, item, menu));
        await see(s, named(H1, title));
        check(
          (await attr(s, named(LINK, item, menu), 'aria-current')) === 'page',
          `${item} is the current page in the account menu`,
        );
      }
      await seeText(s, /\S+@\S+/, ['main']);
      await click(s, named(BUTTON, 'User menu'));
      await click(s, named('[role="menuitem"]', 'Log out'));
      await see(s, named(BUTTON, 'Sign in', ['header']));
    },
  },
  {
    id: 'embed',
    shot: 'giftcash-scratch-card',
    title: 'embed: three elements on a partner page',
    async run(s, base) {
      await s.goto(`${base}/__engines/partner/example/partner.html`);
      const carousel = ['giftcash-brand-carousel'];
      await waitFor(
        s,
        'the carousel element shows brand links',
        pageQuery,
        ['count', { selector: LINK, within: carousel }],
        15_000,
      );
      const wheel = ['giftcash-wheel'];
      await click(s, named(BUTTON, 'Spin', wheel), 15_000);
      await seeText(s, /giftcash:spin-end \{/, ['#log'], 15_000);
      const card = ['giftcash-scratch-card'];
      await click(s, matching(BUTTON, /Card 1$/, card), 15_000);
      await click(s, named(BUTTON, 'Play Now', card));
      const canvas = { selector: 'canvas', within: card };
      await see(s, canvas);
      await scratch(s, canvas, () =>
        document.getElementById('log').textContent.includes('giftcash:scratch-complete'),
      );
      await seeText(s, /giftcash:scratch-complete \{/, ['#log']);
      await seeText(s, /You won|No win|coins/i, card);
    },
  },
  {
    id: 'dark-switch',
    shot: 'main h1',
    title: 'dark mode: the header switch, kept on the next page',
    async run(s, base) {
      await open(s, base, '/how-it-works');
      const toggle = named(BUTTON, 'Dark mode', ['header']);
      check((await attr(s, toggle, 'aria-pressed')) === 'false', 'light at first');
      await click(s, toggle);
      await waitForAttr(s, { selector: 'html' }, 'data-theme', 'dark');
      await open(s, base, '/gift-card-deals');
      await waitForAttr(s, { selector: 'html' }, 'data-theme', 'dark');
      const background = await s.eval(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      check(r + g + b < 200, `a dark page background, not ${background}`);
      await click(s, toggle);
      await waitForAttr(s, { selector: 'html' }, 'data-theme', 'light');
    },
  },
  {
    id: 'app-bridge',
    title: '?app=1 with a native bridge: buy, share, sign-in (phone width)',
    viewport: { width: 390, height: 844 },
    shot: 'main',
    async run(s, base) {
      const kind = s.engine === 'webkit' ? 'webkit' : 'react-native';
      // 390 px; WebKit's at MiniBrowser's narrowest window, 447 px: under 480, a phone's layout.
      const width = await s.eval(() => window.innerWidth);
      check(width < 480, `the app flow runs at phone width, not ${width} px`);
      try {
        await s.goto(`${base}/`);
        await s.eval((bridge) => {
          sessionStorage.setItem('giftcash-engines:bridge', bridge);
          sessionStorage.removeItem('giftcash-engines:posted');
        }, kind);
        const brand = denominationBrand;
        await open(s, base, `/brand/${encodeURIComponent(brand.id)}?app=1`);
        await see(s, named(H1, `${brand.name} Gift Card`));
        await waitForAttr(s, { selector: 'html' }, 'data-app-mode', 'app');
        await waitForCount(s, { selector: 'header [aria-label="Dark mode"]' }, 0);
        const posted = () =>
          s.eval(() => JSON.parse(sessionStorage.getItem('giftcash-engines:posted') || '[]'));
        const postedType = (type) =>
          waitFor(
            s,
            `a posted ${type} message`,
            (wanted) => {
              var list = JSON.parse(sessionStorage.getItem('giftcash-engines:posted') || '[]');
              return list.some(function (message) {
                return message.type === wanted;
              });
            },
            [type],
          );
        await click(s, { selector: 'main input[type="radio"]' });
        await click(s, named(BUTTON, 'Buy Securely'));
        await postedType('buy');
        await waitForCount(s, { selector: '[role="dialog"]' }, 0);
        await click(s, named(BUTTON, 'Share', ['main']));
        await postedType('share');
        await open(s, base, '/account');
        await postedType('sign-in');
        const messages = await posted();
        const amount = brand.digital_denominations[0].toFixed(2);
        const buy = messages.find((message) => message.type === 'buy');
        check(
          buy?.brandId === brand.id && buy.amount === amount,
          `buy message: ${JSON.stringify(buy)}`,
        );
        const share = messages.find((message) => message.type === 'share');
        check(
          typeof share?.url === 'string' && !share.url.includes('app=1'),
          `share message (the public address): ${JSON.stringify(share)}`,
        );
        const signIn = messages.find((message) => message.type === 'sign-in');
        check(signIn?.returnTo === '/account', `sign-in message: ${JSON.stringify(signIn)}`);
        check(
          messages.every((message) => message.v === 1),
          `every message is versioned: ${JSON.stringify(messages)}`,
        );
        await waitForCount(s, { selector: 'input[type="password"]' }, 0);
      } finally {
        // App mode and the bridge are remembered for the tab: forget both for the flows after.
        await s.eval(() => sessionStorage.clear());
      }
    },
  },
];

/** @type {Flow[]} in a browser whose system asks for dark mode and reduced motion */
export const PREFERENCE_FLOWS = [
  {
    id: 'dark-reduced',
    shot: 'main .gc-wheel',
    title: 'system dark mode and reduced motion (wheel game page)',
    async run(s, base) {
      await open(s, base, '/gift-card-deals');
      check(
        await s.eval(
          () =>
            matchMedia('(prefers-reduced-motion: reduce)').matches &&
            matchMedia('(prefers-color-scheme: dark)').matches,
        ),
        'the system asks for dark mode and reduced motion',
      );
      await waitForAttr(s, { selector: 'html' }, 'data-theme', 'dark');
      await click(s, named(BUTTON, 'Accept'));
      await waitForAttr(
        s,
        { selector: 'main [aria-roledescription="carousel"]' },
        'data-state',
        'paused',
      );
      await waitForCount(s, matching(BUTTON, /pause carousel|play carousel/i, ['main']), 0);
      await open(s, base, '/wheel-game?game=wheel-cashback-plus');
      await see(s, named(H1, 'Cashback+ Wheel'));
      const pressed = Date.now();
      await click(s, named(BUTTON, 'Spin', ['main']));
      await waitForAttr(s, { selector: 'main .gc-wheel' }, 'data-state', 'won', 10_000);
      const seconds = (Date.now() - pressed) / 1000;
      // A full spin is 5 s; the short one is under 1.5 s (more here: the driver's round trips).
      check(seconds < 3.5, `a short spin under reduced motion, not ${seconds.toFixed(1)} s`);
      const landed = await s.eval(pageWheelLanded, 'main .gc-wheel');
      check(landed === 'ok', `the game page wheel: ${landed}`);
    },
  },
];
