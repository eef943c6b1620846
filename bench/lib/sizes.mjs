// Bundle sizes: min+gzip of one import per row, react/react-dom external, every row built by
// the same esbuild call (bench/size.mjs measureSource): ours from the built packages, the
// peers from bench/peers/node_modules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { measureFile, measureSource } from '../size.mjs';
import { PEERS, ROOT } from './paths.mjs';

/** The components that have peers, with the peers a developer would pick instead. */
export const GROUPS = [
  {
    id: 'wheel',
    ours: { label: 'Wheel', module: '@giftcash/games-demo', named: ['Wheel'] },
    peers: [
      {
        label: 'react-custom-roulette',
        packages: ['react-custom-roulette'],
        source: "export { Wheel } from 'react-custom-roulette';",
      },
      {
        label: 'spin-wheel',
        packages: ['spin-wheel'],
        source: "export { Wheel } from 'spin-wheel';",
      },
      {
        label: '@lucky-canvas/react (LuckyWheel)',
        packages: ['@lucky-canvas/react'],
        source: "export { LuckyWheel } from '@lucky-canvas/react';",
      },
    ],
  },
  {
    id: 'scratch',
    ours: { label: 'ScratchCard', module: '@giftcash/games-demo', named: ['ScratchCard'] },
    peers: [
      {
        label: 'react-scratchcard-v2',
        packages: ['react-scratchcard-v2'],
        source: "export { default } from 'react-scratchcard-v2';",
      },
      {
        label: 'scratchcard-js',
        packages: ['scratchcard-js'],
        source: "export { ScratchCard } from 'scratchcard-js';",
      },
    ],
  },
  {
    id: 'carousel',
    ours: { label: 'BrandCarousel', module: '@giftcash/catalogue', named: ['BrandCarousel'] },
    peers: [
      {
        label: 'embla-carousel-react + embla-carousel-auto-scroll',
        packages: ['embla-carousel-react', 'embla-carousel-auto-scroll'],
        source:
          "export { default as useEmblaCarousel } from 'embla-carousel-react';\nexport { default as AutoScroll } from 'embla-carousel-auto-scroll';",
      },
      {
        label: 'react-fast-marquee',
        packages: ['react-fast-marquee'],
        source: "export { default } from 'react-fast-marquee';",
      },
    ],
  },
];

/** The project's packages in build order (scripts/aliases.mjs is the source of truth). */
export async function packageNames() {
  const { PACKAGES } = await import('../../scripts/aliases.mjs');
  return PACKAGES;
}

export const EMBED_SCRIPT = 'packages/embed/dist/giftcash-embed.iife.js';

/** Installed version of a peer, or null when it is not installed. */
export function peerVersion(name) {
  const file = path.join(PEERS, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

const firstLine = (error) =>
  (error?.errors?.[0]?.text ?? error?.message ?? String(error)).split('\n')[0];

/** { size } or { reason } for one of our imports ({ module, named?, external? }) or a file. */
export async function measureOurs(entry) {
  if (entry.file) {
    const file = path.join(ROOT, entry.file);
    return existsSync(file)
      ? { size: measureFile(file) }
      : { reason: `${entry.file} is not built yet` };
  }
  // `@giftcash/core/react` → packages/core/dist/react/index.js (a subpath entry lives under its package's dist).
  const [name, ...subpath] = entry.module.replace('@giftcash/', '').split('/');
  const dist = path.join(ROOT, 'packages', name, 'dist', ...subpath, 'index.js');
  if (!existsSync(dist))
    return { reason: `${path.relative(ROOT, dist)} is not built (node scripts/build.mjs)` };
  const code = readFileSync(dist, 'utf8');
  if (entry.named) {
    const missing = entry.named.filter((named) => !new RegExp(`\\b${named}\\b`).test(code));
    if (missing.length)
      return { reason: `${missing.join(', ')} not exported by ${entry.module} yet` };
  }
  const source = entry.named
    ? `export { ${entry.named.join(', ')} } from '${entry.module}';`
    : `export * from '${entry.module}';`;
  try {
    const size = await measureSource(source, { external: entry.external, split: entry.split });
    if (size.min < 100) return { reason: `${entry.module} exports nothing yet` };
    return { size };
  } catch (error) {
    return { reason: `does not bundle: ${firstLine(error)}` };
  }
}

export async function measurePeer(peer, availability) {
  const missing = peer.packages.filter((name) => !peerVersion(name));
  if (missing.length) {
    const why = missing.map((name) => availability[name] ?? 'not installed').join('; ');
    return { reason: `not available: ${why}` };
  }
  try {
    return {
      size: await measureSource(peer.source, { resolveDir: PEERS }),
      version: peer.packages.map((name) => `${name}@${peerVersion(name)}`).join(' + '),
    };
  } catch (error) {
    return { reason: `does not bundle: ${firstLine(error)}` };
  }
}

/**
 * Every size row. Components vs peers are all bundled the same way (one import, no code
 * splitting: everything the import brings). Package entries and budgets follow
 * bench/budgets.json exactly as `npm run size` does (its `external` and `split` options; with
 * `split`, the figure is what loads up front and `lazy` what loads on demand).
 */
export async function measureSizes({ availability = {} } = {}) {
  const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')).entries;
  const groups = [];
  for (const group of GROUPS) {
    const ours = await measureOurs(group.ours);
    const peers = [];
    for (const peer of group.peers) {
      const measured = await measurePeer(peer, availability);
      const ratio = ours.size && measured.size ? ours.size.gzip / measured.size.gzip : null;
      peers.push({ label: peer.label, ...measured, ratio });
    }
    groups.push({ id: group.id, label: group.ours.label, ...ours, peers });
  }
  const entries = [];
  for (const name of await packageNames()) {
    const module = `@giftcash/${name}`;
    const budgeted = budgets.find((entry) => entry.module === module && !entry.named);
    const entry = budgeted ?? { label: `${module} (whole entry)`, module };
    entries.push({
      label: entry.label,
      ...(await measureOurs(entry)),
      budget: budgeted?.budget ?? null,
      split: Boolean(entry.split),
    });
  }
  const embed = {
    label: `embed script (${path.basename(EMBED_SCRIPT)}, everything included)`,
    ...(await measureOurs({ file: EMBED_SCRIPT })),
    budget: budgets.find((entry) => entry.file === EMBED_SCRIPT)?.budget ?? null,
  };
  const budgetRows = [];
  for (const entry of budgets) {
    budgetRows.push({
      label: entry.label,
      budget: entry.budget,
      target: entry.target ?? null,
      split: Boolean(entry.split),
      ...(await measureOurs(entry)),
    });
  }
  return { groups, entries, embed, budgets: budgetRows };
}
