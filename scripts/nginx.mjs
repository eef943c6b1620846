// Serves a built site with nginx under the rules of scripts/siteRules.mjs, the ones scripts/serve.mjs
// follows: what the end-to-end suite's `nginx` project runs against (Debian's nginx, in the
// foreground, on 127.0.0.1, with its pid, logs and temp files in a private folder removed on exit).
//   node scripts/nginx.mjs --dir playground/dist --port 4175 [--api-origin <origin>]…
//   node scripts/nginx.mjs --print [--root /srv/giftcash/playground/dist] [--dir playground/dist] [--api-origin <origin>]…
// `--print` writes the `server { … }` block for a deployment instead (playground/README.md shows it);
// its script-src allows the inline start script of the build in --dir (default playground/dist).
// Without --api-origin, `connect-src` allows the origins of GIFTCASH_API and GIFTCASH_API_ALLOW,
// as the build's `_headers` does.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOrigins, nginxConfig, nginxServer, siteScriptHashes } from './siteRules.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * Starts nginx serving `dir` on `host:port`; resolves to `{ child, prefix, stop }` once nginx has
 * read its configuration (it says nothing on success, so a bad configuration rejects).
 */
export function startNginx({
  dir,
  port,
  host = '127.0.0.1',
  connectOrigins = buildOrigins(process.env),
}) {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is missing at ${NGINX}. Install it with: apt-get install -y nginx (npm test does it when run as root)`,
    );
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'giftcash-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(prefix, name));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ root: path.resolve(dir), port, host, prefix, connectOrigins }));
  const child = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopped = false;
  const stop = () => {
    if (!stopped) {
      stopped = true;
      child.kill('SIGQUIT');
    }
  };
  child.on('exit', () => rmSync(prefix, { recursive: true, force: true }));
  return { child, prefix, stop };
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const given = args.flatMap((arg, index) => (args[index - 1] === '--api-origin' ? [arg] : []));
  const connectOrigins = given.length ? given : buildOrigins(process.env);
  if (args.includes('--print')) {
    console.log(
      `server {\n    listen 80;\n${nginxServer({ root: option('root', '/srv/giftcash/playground/dist'), connectOrigins, scriptHashes: siteScriptHashes(option('dir', 'playground/dist')), indent: '    ' })}\n}`,
    );
  } else {
    const dir = option('dir', 'playground/dist');
    const port = Number(option('port', process.env.PORT || 4175));
    const { child, stop } = startNginx({ dir, port, connectOrigins });
    console.log(`GiftCash site on nginx at http://127.0.0.1:${port}/ (serving ${dir})`);
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code) => process.exit(code ?? 0));
  }
}
