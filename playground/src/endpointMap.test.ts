// @vitest-environment node
// The endpoint-to-method map lives once, in @giftcash/core (`ENDPOINT_METHODS`): the site's lazy
// provider and the prerender's data read take their method names from it, never a list of their own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINT_METHODS, type DataProvider } from '@giftcash/core';
import { lazyProvider } from './lazyProvider';
import { PUBLIC_ENDPOINTS, readPublicData } from './entry-server';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const READ_METHODS = Object.values(ENDPOINT_METHODS);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A provider whose every read answers with its own name, recording what was called. */
function namedProvider() {
  const called: string[] = [];
  const provider = Object.fromEntries(
    READ_METHODS.map((name) => [
      name,
      vi.fn(async () => {
        called.push(name);
        return name;
      }),
    ]),
  ) as unknown as DataProvider;
  return { provider, called };
}

describe('the endpoint-to-method map, written once', () => {
  it('the lazy provider forwards exactly the reads core names, each to the method of that name', async () => {
    const { provider: target, called } = namedProvider();
    const lazy = lazyProvider(async () => target) as unknown as Record<
      string,
      (() => Promise<unknown>) | undefined
    >;
    for (const name of READ_METHODS) await expect(lazy[name]?.()).resolves.toBe(name);
    expect(called).toEqual(READ_METHODS);
    expect(
      Object.keys(lazy)
        .filter((key) => key !== 'resetSession')
        .sort(),
    ).toEqual([...READ_METHODS].sort());
  });

  it('the prerender reads each public endpoint through core’s map', async () => {
    const { provider, called } = namedProvider();
    const { data, failures } = await readPublicData(provider);
    expect(failures).toEqual([]);
    expect(called.sort()).toEqual(PUBLIC_ENDPOINTS.map((key) => ENDPOINT_METHODS[key]).sort());
    for (const key of PUBLIC_ENDPOINTS) expect(data[key]).toBe(ENDPOINT_METHODS[key]);
  });

  it('a provider without an optional read is reported for that endpoint, the others still read', async () => {
    const { provider } = namedProvider();
    delete (provider as Partial<DataProvider>).getReviews;
    const { data, failures } = await readPublicData(provider);
    expect(failures).toEqual(['reviews: the data provider has no getReviews']);
    expect(data.brands).toBe('getBrands');
  });

  it('no site source spells the map again (a list of provider read names)', () => {
    const offenders = sources(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      // Two or more read names as string literals in one file: a copy of the map.
      return (
        READ_METHODS.filter((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`))
          .length > 1
      );
    });
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
