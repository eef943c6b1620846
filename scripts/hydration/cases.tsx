// The cases the hydration test renders: every exported component of the five React packages with
// sample data, each inside the same provider tree on the server and in the browser, once without
// data (screens show their loading state) and once with the page's initial data.
import { StrictMode, type ReactElement } from 'react';
import { ENDPOINT_METHODS, type EndpointKey } from '@giftcash/core';
import { GiftcashProvider, type InitialData } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { exportedComponents, type ElementCase } from '@giftcash/core/testing';
import * as account from '@giftcash/account';
import * as brandDetail from '@giftcash/brand-detail';
import * as catalogue from '@giftcash/catalogue';
import * as coreReact from '@giftcash/core/react';
import * as games from '@giftcash/games-demo';
import { accountElements } from '../../packages/account/src/__reliability__/elements';
import { brandDetailElements } from '../../packages/brand-detail/src/__reliability__/elements';
import { catalogueElements } from '../../packages/catalogue/src/__reliability__/elements';
import { coreElements } from '../../packages/core/src/__reliability__/elements';
import { gamesElements } from '../../packages/games-demo/src/__reliability__/elements';

export interface PackageCases {
  name: string;
  /** Components the package exports (by name). */
  exported: string[];
  elements: readonly ElementCase[];
}

export function packageCases(): PackageCases[] {
  return [
    {
      name: '@giftcash/core/react',
      exported: exportedComponents(coreReact),
      elements: coreElements(),
    },
    {
      name: '@giftcash/catalogue',
      exported: exportedComponents(catalogue),
      elements: catalogueElements(),
    },
    {
      name: '@giftcash/brand-detail',
      exported: exportedComponents(brandDetail),
      elements: brandDetailElements(),
    },
    {
      name: '@giftcash/games-demo',
      exported: exportedComponents(games),
      elements: gamesElements(),
    },
    {
      name: '@giftcash/account',
      exported: exportedComponents(account),
      elements: accountElements(),
    },
  ];
}

/** How a case is rendered: `loading` without initial data, `data` with the page's initial data. */
export type Mode = 'loading' | 'data';
export const MODES: readonly Mode[] = ['loading', 'data'];

/** What the server pass hands to the hydration pass (serialised as JSON, as a page would). */
export interface ServerOutput {
  reactVersion: string;
  renderedAt: number;
  initialData: InitialData;
  /** `html[mode][package][component]`. */
  html: Record<Mode, Record<string, Record<string, string>>>;
}

/** Endpoints a page can be prerendered with (account data is per person, never in a page). */
const PAGE_ENDPOINTS = Object.keys(ENDPOINT_METHODS).filter(
  (key) => key !== 'profile' && key !== 'orders',
) as Exclude<EndpointKey, 'profile' | 'orders'>[];

export function sampleProvider(renderedAt: number) {
  return createSampleProvider({ delay: 0, storage: null, brandCount: 12, now: () => renderedAt });
}

/** The initial data a server would put into the page: every public endpoint from the sample provider. */
export async function pageData(renderedAt: number): Promise<InitialData> {
  const provider = sampleProvider(renderedAt);
  const entries = await Promise.all(
    PAGE_ENDPOINTS.map(
      async (key) =>
        [
          key,
          await (provider[ENDPOINT_METHODS[key]] as (options: object) => Promise<unknown>)({}),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as InitialData;
}

/** The whole tree, identical on the server and in the browser. */
export function tree(
  element: ReactElement,
  mode: Mode,
  output: Pick<ServerOutput, 'renderedAt' | 'initialData'>,
): ReactElement {
  return (
    <StrictMode>
      <GiftcashProvider
        provider={sampleProvider(output.renderedAt)}
        renderedAt={output.renderedAt}
        {...(mode === 'data' ? { initialData: output.initialData } : {})}
      >
        {element}
      </GiftcashProvider>
    </StrictMode>
  );
}

/** Console output as one line per call. */
export function consoleText(calls: unknown[][]): string[] {
  return calls.map((args) =>
    args
      .map((arg) => (arg instanceof Error ? arg.message : String(arg)))
      .join(' ')
      .slice(0, 600),
  );
}
