// Every ts/tsx code block of every README (the root one, each package's, and READMEs inside
// package sources) type-checks against the packages' public API. Each block is its own
// module: it imports what it uses and declares what it assumes, as code pasted into an app must.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

/** The READMEs whose snippets are checked. */
export function readmeFiles(root) {
  const files = ['README.md'];
  for (const name of readdirSync(path.join(root, 'packages'))) {
    const dir = path.join('packages', name);
    if (existsSync(path.join(root, dir, 'README.md'))) files.push(path.join(dir, 'README.md'));
    const walk = (folder) => {
      for (const item of readdirSync(path.join(root, folder), { withFileTypes: true })) {
        const file = path.join(folder, item.name);
        if (item.isDirectory()) walk(file);
        else if (item.name === 'README.md') files.push(file);
      }
    };
    if (existsSync(path.join(root, dir, 'src'))) walk(path.join(dir, 'src'));
  }
  return files;
}

/** `[{ file, line, lang, code }]`: the ts/tsx blocks of a Markdown text (line = first code line, 1-based). */
export function extractSnippets(markdown, file) {
  const snippets = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index].match(/^\s*```(ts|tsx|typescript)\s*$/);
    if (!open) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end += 1;
    snippets.push({
      file,
      line: start + 1,
      lang: open[1] === 'tsx' ? 'tsx' : 'ts',
      code: lines.slice(start, end).join('\n'),
    });
    index = end;
  }
  return snippets;
}

/**
 * Type-checks the snippets with the TypeScript compiler API and the project's tsconfig (whose
 * `paths` resolve `@giftcash/*` to the packages' entry points, i.e. their public API).
 * Returns `[{ snippet, messages }]` for the snippets with errors.
 */
export function checkSnippets(ts, root, snippets) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const virtual = new Map();
  snippets.forEach((snippet, index) => {
    // A block that names its file (`// app/page.tsx`, a quick start's) is that file, beside the
    // other files of its README, so the blocks' relative imports resolve to each other.
    const named = /^\/\/ ([\w./-]+\.tsx?)(?=[\s:]|$)/.exec(snippet.code)?.[1];
    const name = named
      ? path.join(root, '.readme-snippets', snippet.file.replace(/[\\/]/g, '__'), named)
      : path.join(
          root,
          '.readme-snippets',
          `${snippet.file.replace(/[\\/]/g, '__')}.${index}.${snippet.lang}`,
        );
    // A block without import/export is still compiled as a module of its own.
    const module = /^\s*(import|export)\s/m.test(snippet.code) ? '' : '\nexport {};';
    virtual.set(name, { snippet, text: `${snippet.code}${module}\n` });
  });
  // Next.js is not installed in the repository root (examples/next-app has it): the README's App
  // Router snippets see the one Next.js API they use, with Next's own signature.
  const nextStub = path.join(root, '.readme-snippets', 'next-navigation.d.ts');
  virtual.set(nextStub, {
    snippet: null,
    text: "declare module 'next/navigation' {\n  export function useRouter(): { push(href: string, options?: { scroll?: boolean }): void; replace(href: string, options?: { scroll?: boolean }): void; back(): void; refresh(): void };\n}\n",
  });
  // Nor is react-router (the reference website has its own small router): the snippets that show
  // it as "your router" see what they use of it, with react-router's own signatures. The quick
  // starts build against the real one in npm test (scripts/quickstarts.mjs).
  virtual.set(path.join(root, '.readme-snippets', 'react-router.d.ts'), {
    snippet: null,
    text: [
      "declare module 'react-router' {",
      "  import type { ReactElement, ReactNode } from 'react';",
      '  export function useNavigate(): (to: string, options?: { replace?: boolean }) => void | Promise<void>;',
      '  export function useLocation(): { pathname: string; search: string; hash: string; state: unknown; key: string };',
      '  export function useParams(): Readonly<Record<string, string | undefined>>;',
      '  export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void];',
      '  export function BrowserRouter(props: { basename?: string; children?: ReactNode }): ReactElement;',
      '  export function Routes(props: { children?: ReactNode }): ReactElement | null;',
      '  export function Route(props: { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode }): ReactElement | null;',
      '  export function Navigate(props: { to: string; replace?: boolean }): null;',
      '}',
      '',
    ].join('\n'),
  });
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  // The folders the named blocks sit in exist only here.
  const folders = new Set([...virtual.keys()].map((file) => path.dirname(file)));
  const { directoryExists } = host;
  host.directoryExists = (folder) =>
    folders.has(folder) || (directoryExists ? directoryExists.call(host, folder) : true);
  host.readFile = (file) => virtual.get(file)?.text ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) =>
    virtual.has(file)
      ? ts.createSourceFile(file, virtual.get(file).text, language, true)
      : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram({
    rootNames: [...virtual.keys()],
    options: { ...config.options, noEmit: true, noUnusedLocals: false },
    host,
  });
  const failures = [];
  for (const [name, { snippet }] of virtual) {
    if (!snippet) continue;
    const source = program.getSourceFile(name);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    if (!diagnostics.length) continue;
    failures.push({
      snippet,
      messages: diagnostics.map((diagnostic) => {
        const { line } = diagnostic.file
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
          : { line: 0 };
        return `${snippet.file}:${snippet.line + line} TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      }),
    });
  }
  return failures;
}

/** Convenience for a test: every README's snippets, read from disk. */
export function allSnippets(root) {
  return readmeFiles(root).flatMap((file) =>
    extractSnippets(readFileSync(path.join(root, file), 'utf8'), file),
  );
}
