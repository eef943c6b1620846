// What the engines smoke run (./run.mjs) needs from Debian, installed when missing as root with
// apt-get, like Chromium and nginx in scripts/test.mjs: never a browser download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The files each engine runs and the Debian packages that bring them. */
export const ENGINE_PACKAGES = {
  firefox: { files: ['/usr/bin/firefox-esr'], packages: ['firefox-esr'] },
  // WebKitGTK's WebDriver (MiniBrowser comes with libwebkit2gtk-4.1), under xvfb-run, which needs
  // xauth (xvfb only recommends it).
  webkit: {
    files: ['/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run', '/usr/bin/xauth'],
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
  },
  chromium: { files: ['/usr/bin/chromium'], packages: ['chromium'] },
};

/** Installs what `engines` miss; false (with the command to run) when that needs root. */
export function ensureEngines(engines = ['firefox', 'webkit']) {
  const missing = [
    ...new Set(
      engines.flatMap((engine) => {
        const { files, packages } = ENGINE_PACKAGES[engine];
        return files.some((file) => !existsSync(file)) ? packages : [];
      }),
    ),
  ];
  if (!missing.length) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with: sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const started = Date.now();
    console.log(`\n▶ apt-get ${args[0]}${args[0] === 'install' ? ` ${missing.join(' ')}` : ''}`);
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`✖ apt-get ${args[0]} failed`);
      return false;
    }
    console.log(`✔ apt-get ${args[0]} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return true;
}
