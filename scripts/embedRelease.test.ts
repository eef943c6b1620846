// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBED_OUTPUTS, integrityManifest, integrityOf } from '../packages/embed/scripts/build.mjs';
import { themeDefaults } from './embedRelease.mjs';

describe('the embed release the partner page prints', () => {
  it('hashes each browser script as a browser checks `integrity` (sha384 of the bytes, base64)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'giftcash-sri-'));
    try {
      const scripts = EMBED_OUTPUTS.filter(({ file }) => file.startsWith('giftcash-')).map(
        ({ file }) => file,
      );
      scripts.forEach((file, index) => writeFileSync(path.join(dir, file), `script ${index} ✓`));
      const manifest = integrityManifest(dir, '9.9.9');
      expect(manifest.version).toBe('9.9.9');
      expect(Object.keys(manifest.files).sort()).toEqual([...scripts].sort());
      for (const file of scripts)
        expect(manifest.files[file]).toBe(
          `sha384-${createHash('sha384')
            .update(readFileSync(path.join(dir, file)))
            .digest('base64')}`,
        );
      expect(integrityOf('')).toBe(
        'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads each theme’s colour defaults from core’s tokens, dark over light', () => {
    const css = readFileSync(
      path.join(__dirname, '../packages/core/src/styles/tokens.css'),
      'utf8',
    );
    const { light, dark, names } = themeDefaults();
    expect(light['--gc-text']).toBe(/--gc-text:\s*(#[0-9a-f]+);/.exec(css)?.[1]);
    expect(dark['--gc-text']).not.toBe(light['--gc-text']);
    expect(dark['--gc-wheel-cash']).toBe(light['--gc-wheel-cash']); // the games' colours are the same in both themes
    expect(names).toContain('--gc-radius');
    expect(Object.values(light).every((value) => /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value))).toBe(
      true,
    );
  });
});
