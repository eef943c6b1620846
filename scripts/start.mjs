// `npm start`: builds (and prerenders) the reference website on the built-in sample data and
// serves it on 127.0.0.1:$PORT (default 4173) with the production site's security headers
// (strict Content-Security-Policy, Permissions-Policy). Set GIFTCASH_API to build it against an
// HTTP API instead (its origin is then allowed in connect-src, as are GIFTCASH_API_ALLOW's),
// GIFTCASH_SITE_URL for the public origin in canonical URLs, link previews and the sitemap.
// The build is skipped when playground/dist already holds one of the tree as it is now, with the
// same settings (scripts/siteBuild.mjs); `npm start -- --rebuild` builds anyway.
import { spawnSync } from 'node:child_process';
import { ROOT } from './aliases.mjs';
import { startStaticServer } from './serve.mjs';
import { currentSiteBuild, SITE_DIR } from './siteBuild.mjs';
import { buildOrigins } from './siteRules.mjs';

const current = process.argv.includes('--rebuild') ? null : currentSiteBuild();
if (current) {
  console.log(
    `The site in playground/dist is up to date (built ${current.builtAt}); --rebuild builds it again.`,
  );
} else {
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'playground/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT) || 4173;
// connect-src allows what the build was made for (GIFTCASH_API, GIFTCASH_API_ALLOW), as its `_headers` does.
const server = await startStaticServer({
  dir: SITE_DIR,
  port,
  csp: true,
  connectOrigins: buildOrigins(process.env),
});
console.log(`GiftCash reference website: http://127.0.0.1:${server.address().port}/`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
