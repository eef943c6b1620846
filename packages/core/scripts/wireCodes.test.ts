import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { inlineWireCodes, inlineWireCodesPlugin, wireCodes } from './wireCodes.mjs';
import { CURRENCY, GAME_TYPE, SLOT_TYPE } from '../src/model/wireCodes';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Every package whose source may read a map (the embed bundles the others' sources).
const PACKAGES = ['core', 'sample', 'catalogue', 'games-demo', 'account', 'brand-detail'];
const maps = wireCodes();
const anyRead = new RegExp(`\\b(${Object.keys(maps).join('|')})\\.[A-Za-z_$]`);

describe('inlineWireCodes', () => {
  it('reads the maps from wireCodes.ts itself', () => {
    expect(maps.SLOT_TYPE).toEqual(SLOT_TYPE);
    expect(maps.GAME_TYPE).toEqual(GAME_TYPE);
    expect(maps.CURRENCY).toEqual(CURRENCY);
  });

  it('writes each read of an imported map as its number and keeps every position', () => {
    const source = [
      "import { SLOT_TYPE, CURRENCY } from '@giftcash/core';",
      'const big = slot.type === SLOT_TYPE.special && pay.type === CURRENCY.cash;',
      'const text = SLOT_TYPE.coins.toString();',
      'const node = <Reveal type={SLOT_TYPE.prize} />;',
      'const label = `won ${SLOT_TYPE.cash}`;',
    ].join('\n');
    const out = inlineWireCodes(source, maps, 'x.tsx');
    expect(out).toHaveLength(source.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(
      source.split('\n').map((line) => line.length),
    );
    expect(out).toContain('slot.type === (4)');
    expect(out).toContain('pay.type === (2)');
    expect(out).toMatch(/const text = \(1\) *\.toString\(\)/);
    expect(out).toMatch(/type=\{\(3\) *\}/);
    expect(out).toMatch(/`won \$\{\(2\) *\}`/);
  });

  it('leaves strings, template text, comments, types and other objects alone', () => {
    const source = [
      "import { SLOT_TYPE } from '../model/wireCodes';",
      '// compare with SLOT_TYPE.coins, not 1',
      'const quoted = \'SLOT_TYPE.coins\' + "SLOT_TYPE.cash";',
      'const template = `SLOT_TYPE.prize`;',
      'type Special = typeof SLOT_TYPE.special;',
      'const other = codes.SLOT_TYPE.coins + SLOT_TYPE?.cash;',
    ].join('\n');
    expect(inlineWireCodes(source, maps, 'x.ts')).toBe(source);
  });

  it('leaves a file alone that does not import the map under its own name', () => {
    const local = 'const SLOT_TYPE = { coins: 9 };\nconst nine = SLOT_TYPE.coins;';
    expect(inlineWireCodes(local, maps, 'x.ts')).toBe(local);
    const renamed = "import { SLOT_TYPE as S } from '@giftcash/core';\nconst one = S.coins;";
    expect(inlineWireCodes(renamed, maps, 'x.ts')).toBe(renamed);
    const other = "import { SLOT_TYPE } from './elsewhere';\nconst one = SLOT_TYPE.coins;";
    expect(inlineWireCodes(other, maps, 'x.ts')).toBe(other);
  });

  it('fails the build on a missing key, a write or a local name hiding the import', () => {
    const head = "import { SLOT_TYPE } from '@giftcash/core';\n";
    expect(() => inlineWireCodes(`${head}SLOT_TYPE.coin;`, maps, 'x.ts')).toThrow(
      /SLOT_TYPE has no member coin/,
    );
    expect(() => inlineWireCodes(`${head}SLOT_TYPE.coins = 5;`, maps, 'x.ts')).toThrow(
      /written to/,
    );
    expect(() =>
      inlineWireCodes(`${head}function f(SLOT_TYPE) { return SLOT_TYPE.coins; }`, maps, 'x.ts'),
    ).toThrow(/hides the imported/);
  });
});

describe('inlineWireCodesPlugin', () => {
  it.each(PACKAGES)(
    'leaves no read of a wire-code map in what @giftcash/%s builds to',
    async (name) => {
      const result = await build({
        entryPoints: [path.join(ROOT, 'packages', name, 'src/index.ts')],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        packages: 'external',
        legalComments: 'none',
        loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl' },
        plugins: [inlineWireCodesPlugin()],
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]!.text.replace(/^\s*\/\/.*$/gm, '');
      expect(code).not.toMatch(anyRead);
    },
  );
});
