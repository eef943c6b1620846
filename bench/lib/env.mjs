// Machine facts and the browser settings shared with the e2e suite (e2e/env.ts is the one
// source of CHROMIUM_PATH and CHROMIUM_ARGS; it is TypeScript, so it is transpiled here).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { ROOT, WORK } from './paths.mjs';

export async function browserEnv() {
  const source = readFileSync(path.join(ROOT, 'e2e/env.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  mkdirSync(WORK, { recursive: true });
  const file = path.join(WORK, 'env.mjs');
  writeFileSync(file, code);
  const env = await import(`${pathToFileURL(file).href}?${Date.now()}`);
  return { chromiumPath: env.CHROMIUM_PATH, chromiumArgs: [...env.CHROMIUM_ARGS] };
}

export function machine() {
  const cpus = os.cpus();
  let chromium = null;
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      timeout: 20000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    chromium = null;
  }
  return {
    node: process.version,
    cpu: cpus[0]?.model?.trim() || 'unknown CPU',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    /** 1, 5 and 15 minute load averages when the run started: above the core count, figures are noisy. */
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 10) / 10),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    chromium,
  };
}
