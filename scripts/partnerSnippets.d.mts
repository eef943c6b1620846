import type { SnippetExample } from '../playground/src/pages/partners/snippetExamples';

export type SnippetApp = 'vite-react18' | 'next-app';
/** Where each example app takes the snippets and the page that renders them all. */
export declare const SNIPPET_TARGETS: Record<SnippetApp, { dir: string; page: string }>;
/** The configurator's example snippets, from its own code compiled for Node. */
export declare function loadSnippetExamples(): Promise<SnippetExample[]>;
/** Writes the snippets and their page into an app (replacing an earlier run's); returns the folder. */
export declare function writeSnippets(
  app: SnippetApp,
  appDir: string,
  snippets: readonly Pick<SnippetExample, 'name' | 'code'>[],
): string;
