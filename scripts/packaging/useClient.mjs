// Which source modules need React's `'use client'` directive. A module is a client
// module when, and only when, it cannot run in a React Server Component:
//  - it imports from 'react' something the server build of React lacks (useState, useEffect,
//    createContext, Component, …) or imports react-dom;
//  - it calls a hook the server build lacks (its own or another module's: useGiftcash, …);
//  - it attaches an event handler (`onClick={…}`): functions cannot cross to the browser;
//  - it calls a function exported by a client module (in a Server Component graph that function
//    is a client reference, which cannot be called).
// Everything else (data layer, validation, formatting, sample data, pure markup) stays
// server-safe and carries no directive. scripts/packaging/useClient.test.ts checks every module
// of every React package against this rule; the package build keeps each directive on its module.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What `react` exports under the `react-server` condition (React 19), i.e. in a Server Component. */
export const SERVER_REACT_EXPORTS = new Set([
  'Activity',
  'Children',
  'Fragment',
  'Profiler',
  'StrictMode',
  'Suspense',
  'ViewTransition',
  'cache',
  'cacheSignal',
  'captureOwnerStack',
  'cloneElement',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'use',
  'useCallback',
  'useDebugValue',
  'useId',
  'useMemo',
  'version',
]);

const stripComments = (code) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** True when the module's first statement is the `'use client'` directive. */
export function hasUseClient(code) {
  return /^\s*(['"])use client\1;?/.test(stripComments(code));
}

/** `[{ names: [local…], from }]` for each value import of the module (type-only names dropped). */
export function valueImports(code) {
  const imports = [];
  for (const match of stripComments(code).matchAll(
    /import\s+(?!type\s)([^'";]*?)\s+from\s+(['"])([^'"]+)\2/g,
  )) {
    const [, clause, , from] = match;
    const names = [];
    const named = clause.match(/\{([^}]*)\}/);
    if (named) {
      for (const part of named[1].split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        const [imported, local = imported] = item.split(/\s+as\s+/).map((s) => s.trim());
        names.push({ imported, local });
      }
    }
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    const namespace = rest.match(/\*\s+as\s+(\w+)/);
    if (namespace) names.push({ imported: '*', local: namespace[1] });
    else if (rest) names.push({ imported: 'default', local: rest.split(/\s+/)[0] });
    imports.push({ names, from });
  }
  return imports;
}

/**
 * Why the module at `file` must be a client module ([] when it can run on the server).
 * `isClientModule(resolvedFile)` answers for the modules it imports.
 */
export function clientReasons(file, isClientModule) {
  const code = stripComments(readFileSync(file, 'utf8'));
  const reasons = [];
  for (const { names, from } of valueImports(code)) {
    if (from === 'react') {
      for (const { imported, local } of names) {
        if (imported === '*' || imported === 'default') {
          for (const [, member] of code.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) {
            if (!SERVER_REACT_EXPORTS.has(member)) reasons.push(`uses React.${member}`);
          }
        } else if (!SERVER_REACT_EXPORTS.has(imported))
          reasons.push(`imports ${imported} from react`);
      }
    } else if (from === 'react-dom' || from.startsWith('react-dom/')) {
      reasons.push(`imports ${from}`);
    } else if (from.startsWith('.')) {
      const target = resolveSource(path.dirname(file), from);
      if (target && isClientModule(target)) {
        for (const { local } of names) {
          if (new RegExp(`(^|[^\\w.<])${local}\\s*\\(`, 'm').test(code))
            reasons.push(`calls ${local} from client module ${from}`);
        }
      }
    }
  }
  // A call may pass type arguments: `useResource<Profile>(…)`.
  for (const match of code.matchAll(/(?<![\w.])(use[A-Z]\w*)\s*(?:<[^<>()]*>)?\s*\(/g)) {
    const hook = match[1];
    if (!SERVER_REACT_EXPORTS.has(hook) && !/function\s+$/.test(code.slice(0, match.index)))
      reasons.push(`calls ${hook}`);
  }
  for (const [, handler] of code.matchAll(/\s(on[A-Z]\w*)=\{/g))
    reasons.push(`attaches ${handler}`);
  return [...new Set(reasons)];
}

export function resolveSource(dir, specifier) {
  const base = path.resolve(dir, specifier);
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next candidate
    }
  }
  return null;
}

/** Every shipped source module of a package (no tests, stories, test helpers). */
export function packageModules(srcDir) {
  const files = [];
  const walk = (folder) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, item.name);
      if (item.isDirectory()) {
        if (!['testing', 'test-utils'].includes(item.name) && !item.name.startsWith('__'))
          walk(file);
      } else if (
        /\.tsx?$/.test(item.name) &&
        !/\.(test|stories)\.tsx?$/.test(item.name) &&
        !item.name.endsWith('.d.ts')
      )
        files.push(file);
    }
  };
  walk(srcDir);
  return files.sort();
}

/**
 * Classifies every module of the given source folders: Map(file → reasons). A module is a
 * client module when it has a reason; reasons that come from calling into other modules are
 * settled by iterating until nothing changes.
 */
export function classifyModules(srcDirs) {
  const files = srcDirs.flatMap((dir) => packageModules(dir));
  const client = new Set();
  let changed = true;
  const result = new Map();
  while (changed) {
    changed = false;
    for (const file of files) {
      const reasons = clientReasons(file, (target) => client.has(target));
      result.set(file, reasons);
      if (reasons.length && !client.has(file)) {
        client.add(file);
        changed = true;
      }
    }
  }
  return result;
}
