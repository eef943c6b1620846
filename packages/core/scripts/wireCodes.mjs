// The wire-code maps of packages/core/src/model/wireCodes.ts (`SLOT_TYPE.coins`…) written as
// their numbers in what the builds emit. The source keeps the names; a read of an imported
// object's property cannot be inlined by a bundler across separately built modules, so every
// `SLOT_TYPE.coins` would otherwise ship as a property read plus the maps themselves. The package
// builds (tsup.config.ts), the embed's scripts (packages/embed/scripts/build.mjs) and the site
// (playground/vite.config.ts) run their TypeScript through `inlineWireCodes`. The maps stay
// exported from @giftcash/core (public API) for partners who read them.
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WIRE_CODES_FILE = path.join(ROOT, 'packages/core/src/model/wireCodes.ts');

/**
 * The maps, evaluated from wireCodes.ts itself (one source): `{ SLOT_TYPE: { coins: 1, … }, … }`.
 * @returns {Record<string, Record<string, number>>}
 */
export function wireCodes() {
  const { code } = transformSync(readFileSync(WIRE_CODES_FILE, 'utf8'), {
    loader: 'ts',
    format: 'cjs',
  });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports;
}

/**
 * `source` with every read `MAP.key` of an imported wire-code map replaced by its number. Found
 * on TypeScript's syntax tree, not by text: strings, template text, comments, type positions
 * (`typeof SLOT_TYPE.coins`) and other objects' properties (`x.SLOT_TYPE.coins`) stay as they are,
 * and a file that does not import the map by its own name from @giftcash/core or wireCodes is not
 * touched. Each read becomes `(4)` padded with spaces to the read's length (newlines kept), so
 * every position in the file stays where it was and source maps stay exact. A key the map lacks,
 * a write to a member, or a local name shadowing an imported map throws, so a mistake fails the
 * build instead of shipping a changed meaning.
 * @param {string} source TypeScript source
 * @param {Record<string, Record<string, number>>} [maps]
 * @param {string} [fileName] for the parser (`.tsx` parses JSX) and error messages
 * @returns {string}
 */
export function inlineWireCodes(source, maps = wireCodes(), fileName = 'source.tsx') {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  const imported = new Set();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !isWireCodesModule(statement.moduleSpecifier.text))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if (!element.isTypeOnly && !element.propertyName && Object.hasOwn(maps, element.name.text))
        imported.add(element.name.text);
  }
  if (imported.size === 0) return source;
  const reads = [];
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      !node.questionDotToken &&
      ts.isIdentifier(node.expression) &&
      imported.has(node.expression.text) &&
      ts.isIdentifier(node.name)
    ) {
      const name = node.expression.text;
      const key = node.name.text;
      const where = `${fileName}: ${name}.${key}`;
      if (!Object.hasOwn(maps[name], key))
        throw new Error(`${where}: ${name} has no member ${key}`);
      if (isWritten(node)) throw new Error(`${where} is written to; a wire code is read only`);
      reads.push({ start: node.getStart(file), end: node.end, value: maps[name][key] });
      return;
    }
    if (isShadowing(node, imported))
      throw new Error(`${fileName}: a local ${node.name.text} hides the imported wire-code map`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end, value } of reads.reverse()) {
    const text = `(${value})`;
    const rest = source.slice(start + text.length, end).replace(/[^\n]/g, ' ');
    out = `${out.slice(0, start)}${text}${rest}${out.slice(end)}`;
  }
  return out;
}

const scriptKind = (fileName) => (fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX);
const isWireCodesModule = (specifier) =>
  specifier === '@giftcash/core' ||
  /^\.{1,2}\/(?:.*\/)?wireCodes(?:\.[cm]?[jt]s)?$/.test(specifier);

/** `MAP.key = …`, `MAP.key += …`, `MAP.key++`, `delete MAP.key`: inlining would change what runs. */
function isWritten(node) {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent))
    return (
      parent.left === node &&
      parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    );
  return (
    ts.isDeleteExpression(parent) ||
    ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
      (parent.operator === ts.SyntaxKind.PlusPlusToken ||
        parent.operator === ts.SyntaxKind.MinusMinusToken))
  );
}

/** A declaration that binds one of the imported maps' names in an inner scope. */
function isShadowing(node, imported) {
  return (
    (ts.isVariableDeclaration(node) ||
      ts.isParameter(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isBindingElement(node)) &&
    node.name !== undefined &&
    ts.isIdentifier(node.name) &&
    imported.has(node.name.text)
  );
}

const SOURCES = `${path.join(ROOT, 'packages')}${path.sep}`;
const mentions = (maps) => new RegExp(`\\b(${Object.keys(maps).join('|')})\\.`);

/** esbuild plugin: the packages' TypeScript sources through `inlineWireCodes`. */
export function inlineWireCodesPlugin() {
  const maps = wireCodes();
  const mentioned = mentions(maps);
  return {
    name: 'giftcash-inline-wire-codes',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
        if (!file.startsWith(SOURCES) || file.includes(`${path.sep}node_modules${path.sep}`))
          return undefined;
        const source = readFileSync(file, 'utf8');
        if (!mentioned.test(source)) return undefined;
        return {
          contents: inlineWireCodes(source, maps, file),
          loader: file.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** Vite plugin (the site): the same, before Vite's own TypeScript transform. */
export function inlineWireCodesVite() {
  const maps = wireCodes();
  const mentioned = mentions(maps);
  return {
    name: 'giftcash-inline-wire-codes',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !mentioned.test(code))
        return undefined;
      // Positions are kept (see inlineWireCodes), so the incoming source map still holds.
      return { code: inlineWireCodes(code, maps, file), map: null };
    },
  };
}
