// @vitest-environment node
// Pass 1 of 2: server rendering in plain Node (no window, no document), as a partner's server does.
// Every exported component renders to a string without a console.error or console.warn (React 18
// warns about useLayoutEffect on the server here); the HTML is handed to hydrate.hydration.tsx.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleText, MODES, packageCases, pageData, tree, type ServerOutput } from './cases';
import { outputFile } from './output';

const expected = process.env.GIFTCASH_REACT_MAJOR ?? '19';
const renderedAt = Date.now();
const output: ServerOutput = {
  reactVersion: version,
  renderedAt,
  initialData: {},
  html: { loading: {}, data: {} },
};
const packages = packageCases();

beforeAll(async () => {
  output.initialData = await pageData(renderedAt);
});

afterAll(() => {
  const file = outputFile(version);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(output));
});

describe(`server rendering under React ${expected} (development build, Node without a DOM)`, () => {
  it(`runs React ${expected} development, with no DOM`, () => {
    expect(version.split('.')[0]).toBe(expected);
    expect(process.env.NODE_ENV).not.toBe('production');
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(packages)('$name: every exported component has a case', ({ exported, elements }) => {
    expect(elements.map(([name]) => name).sort()).toEqual(exported);
  });

  for (const mode of MODES) {
    for (const { name: pkg, elements } of packages) {
      it.each(elements)(
        `${pkg} (${mode}): %s renders without errors or warnings`,
        (name, element) => {
          const error = vi.spyOn(console, 'error').mockImplementation(() => {});
          const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
          const html = renderToString(tree(element(), mode, output));
          expect(consoleText(error.mock.calls), `${name}: console.error`).toEqual([]);
          expect(consoleText(warn.mock.calls), `${name}: console.warn`).toEqual([]);
          (output.html[mode][pkg] ??= {})[name] = html;
        },
      );
    }
  }
});
