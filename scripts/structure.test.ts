// @vitest-environment node
// The house rules that keep the packages apart and named alike (CONTRIBUTING.md), checked on the
// sources: no import cycles, packages never import the playground, the games never import the
// catalogue or the account, and the naming rule.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, ROOT } from './aliases.mjs';

const SRC = (name: string) => path.join(ROOT, 'packages', name, 'src');
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.includes(`${path.sep}__reliability__${path.sep}`) ||
  file.includes(`${path.sep}testing${path.sep}`);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const specifiers = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] as string);

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const sourceFiles = (PACKAGES as string[]).flatMap((name) =>
  walk(SRC(name))
    .filter((file) => !isTest(file))
    .map((file) => ({ name, file })),
);

describe('structure', () => {
  it('has no import cycles between source files', () => {
    const graph = new Map<string, string[]>();
    for (const { file } of sourceFiles) {
      graph.set(
        file,
        specifiers(file)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => resolveRelative(file, specifier))
          .filter((target): target is string => target !== null && !isTest(target)),
      );
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push(
          [...trail.slice(trail.indexOf(file)), file]
            .map((f) => path.relative(ROOT, f))
            .join(' → '),
        );
        return;
      }
      state.set(file, 'visiting');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('has no cycles between packages, never imports the playground, and keeps the games apart from the catalogue and the account', () => {
    const uses = new Map<string, Set<string>>();
    const problems: string[] = [];
    for (const { name, file } of sourceFiles) {
      for (const specifier of specifiers(file)) {
        const used = specifier.match(/^@giftcash\/([\w-]+)/)?.[1];
        if (used && used !== name)
          (uses.get(name) ?? uses.set(name, new Set()).get(name))?.add(used);
        if (specifier.includes('playground'))
          problems.push(`${path.relative(ROOT, file)} imports the playground (${specifier})`);
        if (
          specifier.startsWith('.') &&
          !path.resolve(path.dirname(file), specifier).startsWith(SRC(name))
        ) {
          problems.push(`${path.relative(ROOT, file)} reaches outside its package (${specifier})`);
        }
        if (name === 'games-demo' && (used === 'catalogue' || used === 'account'))
          problems.push(`${path.relative(ROOT, file)} imports @giftcash/${used}`);
      }
    }
    // Packages are built in an order where each comes after what it uses (scripts/aliases.mjs).
    const order = PACKAGES as string[];
    for (const [name, targets] of uses) {
      for (const target of targets)
        if (order.indexOf(target) > order.indexOf(name))
          problems.push(`@giftcash/${name} uses @giftcash/${target}, which is built after it`);
    }
    expect(problems).toEqual([]);
    expect(uses.get('core')).toBeUndefined();
  });

  it('keeps the main entry of @giftcash/core and all of @giftcash/sample React-free (the React bindings are @giftcash/core/react)', () => {
    const reached = (entry: string) => {
      const seen = new Set<string>();
      const bare = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const specifier of specifiers(file)) {
          if (specifier.startsWith('.')) {
            const target = resolveRelative(file, specifier);
            if (target) visit(target);
          } else bare.add(specifier);
        }
      };
      visit(entry);
      return { files: [...seen].map((file) => path.relative(ROOT, file)), bare: [...bare].sort() };
    };
    const core = reached(path.join(SRC('core'), 'index.ts'));
    expect(core.bare).toEqual(['valibot']);
    expect(core.files.filter((file) => /\/(react|interaction)\/|\.tsx$/.test(file))).toEqual([]);
    const sample = reached(path.join(SRC('sample'), 'index.ts'));
    expect(sample.bare).toEqual(['@giftcash/core', '@giftcash/core/games']);
    expect(reached(path.join(SRC('core'), 'games', 'index.ts')).bare).toEqual([]);
  });

  it('follows the naming rule: kebab-case folders; XView and XScreen each in a file of its name, a pair in one folder', () => {
    const problems: string[] = [];
    for (const name of PACKAGES as string[]) {
      for (const file of walk(SRC(name))) {
        for (const folder of path
          .relative(SRC(name), path.dirname(file))
          .split(path.sep)
          .filter(Boolean)) {
          if (!/^([a-z0-9]+(-[a-z0-9]+)*|__[a-z]+__)$/.test(folder))
            problems.push(`${name}: folder ${folder} is not kebab-case`);
        }
      }
      const index = readFileSync(path.join(SRC(name), 'index.ts'), 'utf8');
      const homes = new Map<string, string>();
      for (const [, names, from] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
        for (const part of (names as string).split(',').map((item) => item.trim())) {
          if (/^[A-Z][A-Za-z]*(View|Screen)$/.test(part)) homes.set(part, from as string);
        }
      }
      for (const [component, from] of homes) {
        if (path.basename(from) !== component)
          problems.push(`${name}: ${component} lives in ${from}, not a file of its own name`);
        const base = component.replace(/(View|Screen)$/, '');
        const partner = homes.get(`${base}${component.endsWith('View') ? 'Screen' : 'View'}`);
        if (partner && path.dirname(partner) !== path.dirname(from))
          problems.push(`${name}: ${component} and its partner live in different folders`);
      }
    }
    expect(problems.sort()).toEqual([]);
  });
});

describe('the unit test pools', () => {
  it('every component test that patches DOM prototypes or window.location runs in a process of its own', () => {
    const config = readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8');
    const PATCHES =
      /spyOn\((?:HTML)?Element\.prototype|defineProperty\((?:(?:HTML)?Element\.prototype|window)\b|installLeakCounter\(/;
    const patching = [
      ...PACKAGES.map((name: string) => SRC(name)),
      path.join(ROOT, 'playground/src'),
    ]
      .flatMap((dir) => walk(dir))
      .filter((file) => file.endsWith('.test.tsx') && PATCHES.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(patching.length).toBeGreaterThan(0);
    expect(
      patching.filter(
        (file) => !config.includes(`'${file}'`) && !file.endsWith('__reliability__/leaks.test.tsx'),
      ),
    ).toEqual([]);
  });
});
