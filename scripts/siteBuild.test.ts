import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteInputs } from './siteBuild.mjs';

let root = '';
const write = (relative: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'site-inputs-'));
  write('packages/core/src/index.ts', 'export const a = 1;\n');
  write('playground/src/main.tsx', 'console.log(1);\n');
  write('package-lock.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('siteInputs: what npm start compares before it skips the build', () => {
  it('is the same for the same tree and settings', () => {
    expect(siteInputs({}, root)).toBe(siteInputs({}, root));
  });

  it('changes when a source file is edited, added or removed', () => {
    const before = siteInputs({}, root);
    write('packages/core/src/index.ts', 'export const a = 2;\n');
    const edited = siteInputs({}, root);
    expect(edited).not.toBe(before);
    write('playground/src/extra.ts', '');
    const added = siteInputs({}, root);
    expect(added).not.toBe(edited);
    rmSync(path.join(root, 'playground/src/extra.ts'));
    expect(siteInputs({}, root)).toBe(edited);
  });

  it('changes when a file is touched with the same size (an edit make would see)', () => {
    const before = siteInputs({}, root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'playground/src/main.tsx'), later, later);
    expect(siteInputs({}, root)).not.toBe(before);
  });

  it('changes with the build settings, but not with ports or other variables', () => {
    const plain = siteInputs({}, root);
    expect(siteInputs({ GIFTCASH_API: 'http://127.0.0.1:4010/api' }, root)).not.toBe(plain);
    expect(siteInputs({ GIFTCASH_PRERENDER: '0' }, root)).not.toBe(plain);
    expect(siteInputs({ GIFTCASH_SITE_PORT: '5100', HOME: '/elsewhere' }, root)).toBe(plain);
  });

  it('ignores build outputs, installs and tests', () => {
    const before = siteInputs({}, root);
    write('packages/core/dist/index.js', '');
    write('playground/dist/index.html', '');
    write('node_modules/x/index.js', '');
    write('packages/core/src/index.test.ts', '');
    expect(siteInputs({}, root)).toBe(before);
  });
});
