// The partner configurator's printed React snippets, written into the example apps so their own
// type-check and build compile them against the packages installed from the local registry
// (scripts/examples.mjs). The snippets come from the configurator's own code
// (playground/src/pages/partners/snippetExamples.ts → embedConfig.ts `reactSnippet`), compiled
// for Node with esbuild from the sources, as the site is built; nothing has to be built first.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, sourceAliases } from './aliases.mjs';

/** Where each app takes the snippets (a folder its type-check covers, gitignored) and the page that renders them all. */
export const SNIPPET_TARGETS = {
  'vite-react18': { dir: 'src/partner-snippets', page: 'main.tsx' },
  'next-app': { dir: 'app/partner-snippets', page: 'page.tsx' },
};

const DO_NOT_EDIT =
  '// Written by scripts/examples.mjs from the partner configurator (reactSnippet); not committed.';

/** The configurator's example snippets: `[{ name, config, code }]`. */
export async function loadSnippetExamples() {
  // Inside the repository, so Node resolves the other packages (React…) from its node_modules; one
  // file per process, removed once imported, so runs side by side never read each other's.
  const outfile = path.join(
    ROOT,
    `node_modules/.cache/partner-snippets/snippetExamples-${process.pid}.mjs`,
  );
  const aliases = sourceAliases();
  await build({
    entryPoints: [path.join(ROOT, 'playground/src/pages/partners/snippetExamples.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
    loader: { '.css': 'empty' },
    plugins: [
      {
        name: 'giftcash-sources',
        setup(pluginBuild) {
          // `@giftcash/*` → the packages' sources (scripts/aliases.mjs); any other package stays an import.
          pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
            const alias = aliases.find(({ find }) =>
              typeof find === 'string' ? find === specifier : find.test(specifier),
            );
            return alias ? { path: alias.replacement } : { external: true };
          });
        },
      },
    ],
  });
  try {
    const { snippetExamples } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
    return snippetExamples();
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The page that renders every snippet once, each in a section named after it. */
function pageSource(app, snippets) {
  const imports = snippets.map(
    ({ name }, index) => `import { GiftcashWidget as Widget${index} } from './${name}';`,
  );
  const main = (indent) =>
    [
      '<main>',
      ...snippets.flatMap(({ name }, index) => [
        `  <section data-snippet="${name}">`,
        `    <Widget${index} />`,
        '  </section>',
      ]),
      '</main>',
    ]
      .map((line) => `${indent}${line}`)
      .join('\n');
  if (app === 'next-app') {
    // A Client Component page: the snippets use hooks and context, as a partner's would there.
    return [
      `'use client';`,
      DO_NOT_EDIT,
      '',
      ...imports,
      '',
      'export default function PartnerSnippets() {',
      '  return (',
      main('    '),
      '  );',
      '}',
      '',
    ].join('\n');
  }
  return [
    DO_NOT_EDIT,
    `import { StrictMode } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    ...imports,
    '',
    `createRoot(document.getElementById('root')!).render(`,
    '  <StrictMode>',
    main('    '),
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');
}

/**
 * Writes each snippet as it is printed (one `.tsx` file each), the page that renders them and, for
 * Vite, the HTML entry its build takes them from. Replaces whatever an earlier run left.
 */
export function writeSnippets(app, appDir, snippets) {
  const target = SNIPPET_TARGETS[app];
  if (!target) throw new Error(`No partner snippet target for ${app}`);
  const dir = path.join(appDir, target.dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const { name, code } of snippets) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name))
      throw new Error(`Snippet example name ${name} is not a file name`);
    writeFileSync(path.join(dir, `${name}.tsx`), code);
  }
  writeFileSync(path.join(dir, target.page), pageSource(app, snippets));
  if (app === 'vite-react18') {
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Partner configurator snippets</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="./main.tsx"></script>\n  </body>\n</html>\n`,
    );
  }
  return dir;
}
