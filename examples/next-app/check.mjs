// Builds this Next.js app (GiftCash installed from a local npm registry by scripts/examples.mjs) and
// checks what a partner would: the app type-checks against the published types, `next build`
// succeeds with Server Components calling the data layer and formatting, and the prerendered
// HTML holds what those Server Components computed. The build also type-checks, compiles and
// prerenders the partner configurator's printed React snippets, which scripts/examples.mjs writes
// into app/partner-snippets/ first (one file each, and a Client Component page rendering them all).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
const run = (label, args) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: here, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};
const fail = (message) => {
  console.error(`✖ next-app: ${message}`);
  process.exit(1);
};

const snippets = existsSync(path.join(here, 'app/partner-snippets'))
  ? readdirSync(path.join(here, 'app/partner-snippets')).filter(
      (file) => file.endsWith('.tsx') && file !== 'page.tsx',
    )
  : [];
if (!snippets.length)
  fail(
    'no partner configurator snippets in app/partner-snippets/ (run node scripts/examples.mjs, which writes them)',
  );

// Next's compiler must be the native SWC package from the lockfile (nothing downloaded at build time).
const swc = readdirSync(path.join(here, 'node_modules/@next')).filter(
  (name) => name.startsWith('swc-') && !name.startsWith('swc-helpers'),
);
if (!swc.length) fail('no native @next/swc-* package installed from the lockfile');

try {
  // `next build` also type-checks the app (tsconfig.json: skipLibCheck off, so the packages'
  // published .d.ts files are checked too).
  run('next build', ['node_modules/next/dist/bin/next', 'build']);
} catch (error) {
  fail(error.message);
}

const html = (route) => {
  const file = path.join(here, '.next/server/app', `${route}.html`);
  if (!existsSync(file)) fail(`${route} was not prerendered (${file} missing)`);
  return readFileSync(file, 'utf8');
};
const expectIn = (text, needle, what) => {
  if (!(needle instanceof RegExp ? needle.test(text) : text.includes(needle)))
    fail(`${what}: ${needle} not found`);
};

const home = html('index');
expectIn(home, /168<!-- --> brands/, 'the Server Component read the sample data');
expectIn(home, '£250.00', 'formatGBP ran in a Server Component');
expectIn(
  home,
  'aria-roledescription="carousel"',
  'the controlled BrandCarousel rendered on the server',
);
const rewards = html('account/rewards');
expectIn(
  rewards,
  /href="\/account\/rewards"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/account\/rewards"/,
  'AccountLayout highlights the host route given in routes',
);
expectIn(rewards, 'Cashback &amp; Coins', 'RewardsView took the wallet from getProfile()');
const brandPages = readdirSync(path.join(here, '.next/server/app/brand')).filter((name) =>
  name.endsWith('.html'),
);
if (brandPages.length < 2) fail('the brand pages from generateStaticParams were not prerendered');
expectIn(
  html(`brand/${brandPages[0].replace(/\.html$/, '')}`),
  'Loading',
  'BrandDetailScreen server-rendered its loading state',
);
const partners = html('partner-snippets');
for (const file of snippets)
  expectIn(
    partners,
    `data-snippet="${file.replace(/\.tsx$/, '')}"`,
    'the partner snippet was prerendered',
  );
console.log(
  `✔ next-app: ${snippets.length} partner configurator React snippets type-checked, built and prerendered`,
);
console.log(
  '✔ next-app: installed from the registry and built; Server Components used the data layer and formatting',
);
