import type { ReactElement } from 'react';

/** One exported component rendered with sample data: `[export name, element factory]`. */
export type ElementCase = readonly [name: string, element: () => ReactElement];

/**
 * Names of the React components a package index exports (functions, forwardRef/memo objects,
 * classes) starting with a capital, leaving out `exclude` (e.g. the package's deprecated aliases).
 */
export function exportedComponents(module: Record<string, unknown>, exclude: readonly string[] = []): string[] {
  return Object.entries(module)
    .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && !exclude.includes(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
    .map(([name]) => name)
    .sort();
}
