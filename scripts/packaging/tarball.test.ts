// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { checkTarball, references } from './tarball.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'tarball-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function makePackage(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(root, 'pkg-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const manifest = JSON.stringify({
  name: 'x',
  version: '1.0.0',
  files: ['dist'],
  exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } },
});

describe('tarball contents', () => {
  it('follows imports, requires, dynamic imports and source map links', () => {
    expect(
      references(
        'dist/react/a.js',
        'import { b } from "./b.js";\nconst c = () => import("../c.js");\nexport * from "./d.js";\n//# sourceMappingURL=a.js.map',
      ).sort(),
    ).toEqual(['dist/c.js', 'dist/react/a.js.map', 'dist/react/b.js', 'dist/react/d.js']);
    expect(references('dist/index.d.cts', "import { A } from './types-x.cjs';")).toEqual([
      'dist/types-x.d.cts',
    ]);
  });

  it('follows url() in a stylesheet: the opt-in font.css reaches its woff2', () => {
    expect(
      references(
        'dist/font/font.css',
        "@font-face { src: url('./figtree.woff2') format('woff2'); }",
      ),
    ).toEqual(['dist/font/figtree.woff2']);
    expect(references('dist/a.css', 'b { background: url(../img/x.svg) }')).toEqual(['img/x.svg']);
  });

  it('passes a clean package', () => {
    const dir = makePackage({
      'package.json': manifest,
      'README.md': '# x',
      LICENSE: 'MIT',
      'dist/index.js': 'export * from "./a.js";\n//# sourceMappingURL=index.js.map',
      'dist/index.js.map': JSON.stringify({
        version: 3,
        sources: ['../src/index.ts'],
        sourcesContent: ['export {}'],
        mappings: '',
      }),
      'dist/a.js': 'export const a = 1;',
      'dist/index.cjs': 'module.exports = require("./a.cjs");',
      'dist/a.cjs': 'exports.a = 1;',
    });
    expect(checkTarball(dir)).toEqual([]);
  });

  it('reports a missing LICENSE, unreachable files, absolute map sources and missing sourcesContent', () => {
    const dir = makePackage({
      'package.json': manifest,
      'README.md': '# x',
      'dist/index.js': 'export const a = 1;\n//# sourceMappingURL=index.js.map',
      'dist/index.js.map': JSON.stringify({
        version: 3,
        sources: ['/home/ci/work/packages/x/dist/chunk-1.cjs'],
        mappings: '',
      }),
      'dist/index.cjs': 'exports.a = 1;',
      'dist/modules/a.js': 'export const a = 1;',
    });
    expect(checkTarball(dir)).toEqual([
      'LICENSE is not in the tarball',
      'dist/modules/a.js ships but nothing can import it',
      'dist/index.js.map: absolute paths in sources',
      'dist/index.js.map: sourcesContent missing',
    ]);
  });
});
