import type { ReactElement } from 'react';
import { accountElements } from '../../../packages/account/src/__reliability__/elements';
import { brandDetailElements } from '../../../packages/brand-detail/src/__reliability__/elements';
import { catalogueElements } from '../../../packages/catalogue/src/__reliability__/elements';
import { gamesElements } from '../../../packages/games-demo/src/__reliability__/elements';

/** Every exported component of every package, with sample data, named `<package>/<Component>`. */
export function hydrationCases(): { id: string; element: () => ReactElement }[] {
  const tables: [string, readonly (readonly [string, () => ReactElement])[]][] = [
    ['catalogue', catalogueElements()],
    ['brand-detail', brandDetailElements()],
    ['games-demo', gamesElements()],
    ['account', accountElements()],
  ];
  return tables.flatMap(([pkg, table]) =>
    table.map(([name, element]) => ({ id: `${pkg}/${name}`, element })),
  );
}

/** The clock both renders use (the server bundle and the page pin Date.now to it). */
export const HYDRATION_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
