import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { classifyModules, hasUseClient } from './useClient.mjs';

const ROOT = path.resolve(__dirname, '../..');
// The packages built module by module (sample has no React, so none of its modules may say 'use client').
const REACT_PACKAGES = ['core', 'sample', 'catalogue', 'brand-detail', 'games-demo', 'account'];
const classified = classifyModules(
  REACT_PACKAGES.map((name) => path.join(ROOT, 'packages', name, 'src')),
) as Map<string, string[]>;
const relative = (file: string) => path.relative(ROOT, file);

describe("'use client' only where a module needs it", () => {
  it.each([...classified].map(([file, reasons]) => [relative(file), reasons] as const))(
    '%s',
    (file, reasons) => {
      const directive = hasUseClient(readFileSync(path.join(ROOT, file), 'utf8'));
      if (reasons.length)
        expect(directive, `${file} needs 'use client': ${reasons.join('; ')}`).toBe(true);
      else
        expect(directive, `${file} runs in a Server Component: drop its 'use client'`).toBe(false);
    },
  );

  it('keeps the data layer, validation, formatting and the sample provider callable from Server Components', () => {
    const serverSafe = [...classified]
      .filter(([, reasons]) => reasons.length === 0)
      .map(([file]) => relative(file));
    for (const file of [
      'packages/core/src/index.ts',
      'packages/core/src/data/provider.ts',
      'packages/core/src/data/errors.ts',
      'packages/core/src/data/validate.ts',
      'packages/core/src/http/createHttpProvider.ts',
      'packages/core/src/format/format.ts',
      'packages/core/src/format/money.ts',
      'packages/core/src/model/types.ts',
      'packages/sample/src/index.ts',
      'packages/sample/src/createSampleProvider.ts',
      'packages/catalogue/src/index.ts',
      'packages/brand-detail/src/index.ts',
      'packages/games-demo/src/index.ts',
      'packages/account/src/index.ts',
    ]) {
      expect(serverSafe).toContain(file);
    }
  });
});

describe('the classifier', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'use-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const classify = (files: Record<string, string>) => {
    const folder = mkdtempSync(path.join(dir, 'case-'));
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
    const result = classifyModules([folder]) as Map<string, string[]>;
    return Object.fromEntries(
      [...result].map(([file, reasons]) => [path.basename(file), reasons.length > 0]),
    );
  };

  it('marks state, effects, context, classes, react-dom, foreign hooks and event handlers as client', () => {
    expect(
      classify({
        'state.tsx':
          "import { useState } from 'react';\nexport function A() { const [v] = useState(0); return <p>{v}</p>; }",
        'context.ts':
          "import { createContext } from 'react';\nexport const C = createContext(null);",
        'ns.tsx': "import * as React from 'react';\nexport class B extends React.Component {}",
        'dom.ts': "import { createPortal } from 'react-dom';\nexport { createPortal };",
        'hook.tsx':
          "import { useGiftcash } from '@giftcash/core/react';\nexport function D() { return <p>{String(useGiftcash())}</p>; }",
        'handler.tsx':
          'export function E() { return <button type="button" onClick={() => {}}>x</button>; }',
        'typed.tsx':
          "import { useResource } from '@giftcash/core/react';\nexport function F() { return <p>{String(useResource<number>(() => 1).data)}</p>; }",
      }),
    ).toEqual({
      'state.tsx': true,
      'context.ts': true,
      'ns.tsx': true,
      'dom.ts': true,
      'hook.tsx': true,
      'handler.tsx': true,
      'typed.tsx': true,
    });
  });

  it('keeps pure logic, server-safe React APIs and markup on the server, and follows calls into client modules', () => {
    expect(
      classify({
        'money.ts':
          "import type { Brand } from './types';\nexport const pence = (pounds: number) => Math.round(pounds * 100);",
        'types.ts': 'export interface Brand { id: string }',
        'view.tsx':
          "import { forwardRef, useId } from 'react';\nimport { pence } from './money';\nexport const V = forwardRef<HTMLParagraphElement>(function V(_, ref) { const id = useId(); return <p id={id} ref={ref}>{pence(1)}</p>; });",
        'lazy.ts':
          "'use client';\nimport { useSyncExternalStore } from 'react';\nexport function createThing() { return {}; }\nexport const useThing = () => useSyncExternalStore(() => () => {}, () => 1);",
        'caller.ts': "import { createThing } from './lazy';\nexport const thing = createThing();",
        'renders.tsx':
          "import { createThing as Thing } from './lazy';\nexport const R = () => <Thing />;",
      }),
    ).toEqual({
      'money.ts': false,
      'types.ts': false,
      'view.tsx': false,
      'lazy.ts': true,
      'caller.ts': true,
      'renders.tsx': false,
    });
  });
});
