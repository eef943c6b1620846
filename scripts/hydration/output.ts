import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the server pass leaves its HTML for the hydration pass (git-ignored, per React major). */
export function outputFile(reactVersion: string): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  return path.join(root, '.vitest', 'hydration', `react-${reactVersion.split('.')[0]}.json`);
}
