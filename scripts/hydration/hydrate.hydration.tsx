// Pass 2 of 2: hydration in jsdom of the HTML the server pass rendered (server.hydration.tsx), with
// the same tree and initial data, under React.StrictMode. Any console.error or console.warn fails,
// and so does any recoverable error (React's hydration mismatches) or uncaught error.
import { existsSync, readFileSync } from 'node:fs';
import { act, version } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '../../packages/core/src/testing/reducedMotion';
import { consoleText, MODES, packageCases, tree, type ServerOutput } from './cases';
import { outputFile } from './output';

const expected = process.env.GIFTCASH_REACT_MAJOR ?? '19';
const file = outputFile(version);
const output = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as ServerOutput)
  : undefined;
const packages = packageCases();

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeAll(() => {
  // What a browser has and jsdom lacks; components feature-detect these.
  window.matchMedia ??= (query: string) => fakeMediaQueryList(query);
  window.scrollTo ??= (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe(`hydration under React ${expected} (development build, jsdom)`, () => {
  it(`runs React ${expected} development, on the server pass's HTML`, () => {
    expect(version.split('.')[0]).toBe(expected);
    expect(
      output,
      `${file} is missing: run the server pass first (vitest run --config scripts/hydration/vitest.config.ts)`,
    ).toBeDefined();
    expect(output!.reactVersion).toBe(version);
  });

  for (const mode of MODES) {
    for (const { name: pkg, elements } of packages) {
      it.each(elements)(
        `${pkg} (${mode}): %s hydrates without errors, warnings or mismatches`,
        async (name, element) => {
          const html = output?.html[mode][pkg]?.[name];
          expect(html, `${name}: no server HTML`).toBeTypeOf('string');
          const error = vi.spyOn(console, 'error').mockImplementation(() => {});
          const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
          const failures: string[] = [];
          const record = (kind: string) => (failure: unknown) =>
            failures.push(
              `${kind}: ${failure instanceof Error ? failure.message : String(failure)}`,
            );
          const onWindowError = (event: ErrorEvent) =>
            record('window error')(event.error ?? event.message);
          window.addEventListener('error', onWindowError);
          const container = document.createElement('div');
          container.innerHTML = html!;
          document.body.append(container);
          let root: Root | undefined;
          try {
            await act(async () => {
              root = hydrateRoot(container, tree(element(), mode, output!), {
                onRecoverableError: record('recoverable error (hydration mismatch)'),
                // React 19 only; React 18 ignores it and logs uncaught errors with console.error.
                ...({ onUncaughtError: record('uncaught error') } as object),
              });
            });
            for (let i = 0; i < 5; i += 1) await settle();
            await act(async () => root!.unmount());
          } finally {
            window.removeEventListener('error', onWindowError);
          }
          expect(failures, `${name}: errors`).toEqual([]);
          expect(consoleText(error.mock.calls), `${name}: console.error`).toEqual([]);
          expect(consoleText(warn.mock.calls), `${name}: console.warn`).toEqual([]);
        },
      );
    }
  }
});
