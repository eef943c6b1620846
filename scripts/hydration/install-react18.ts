import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Installs React 18.3 into scripts/react18 from its lockfile when it is missing or out of date. */
export default function setup(): void {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'react18');
  const wanted = (
    JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
  const installed = (name: string) => {
    const file = path.join(folder, 'node_modules', name, 'package.json');
    return (
      existsSync(file) &&
      (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version === wanted[name]
    );
  };
  if (Object.keys(wanted).every(installed)) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['ci', '--prefix', folder, '--no-audit', '--no-fund', '--loglevel', 'error'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new Error(`npm ci --prefix ${folder} failed; React 18 is needed for the hydration test`);
}
