// A local npm registry for the example apps (scripts/examples.mjs): `startRegistry()` installs
// Verdaccio into this folder from its own lockfile when it is missing (it is kept out of the
// root install), starts it as a child process on 127.0.0.1 with its storage in a fresh temporary
// folder (on the given port, or one the system picks so that parallel runs never collide), and returns its URL and a `stop()` that ends the child and deletes the storage. The
// child is also ended when this process exits, even through process.exit() after a failure.
import { spawnSync, fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function ensureVerdaccio() {
  if (existsSync(path.join(HERE, 'node_modules/verdaccio/package.json'))) return;
  const result = spawnSync(NPM, ['ci', '--prefix', HERE, '--no-audit', '--no-fund'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm ci --prefix scripts/registry failed');
}

/**
 * `userconfig` is an npm user config holding a dummy token for the registry (npm publish wants
 * one; this registry lets anyone publish @giftcash/*), kept in the storage folder so it goes with it.
 * @returns {Promise<{ url: string, userconfig: string, stop: () => void }>}
 */
export async function startRegistry({ port = 0, timeoutMs = 60_000 } = {}) {
  ensureVerdaccio();
  const storage = mkdtempSync(path.join(tmpdir(), 'giftcash-registry-'));
  const child = fork(path.join(HERE, 'serve.mjs'), [storage, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    if (child.exitCode === null && child.signalCode === null) child.kill();
    rmSync(storage, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the registry did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the registry exited with ${code} before it listened`));
      });
    });
    // The parent goes on with synchronous work; the IPC channel must not keep it alive at the end.
    child.unref();
    child.channel?.unref();
    const url = `http://127.0.0.1:${port}/`;
    const userconfig = path.join(storage, 'npmrc');
    writeFileSync(userconfig, `//127.0.0.1:${port}/:_authToken=local-registry-dummy-token\n`);
    return { url, userconfig, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
