import { act, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { DataProvider, EndpointKey } from '../data/provider';
import { validateResponse } from '../data/validate';
import { ErrorBoundary } from '../react/ErrorBoundary';
import { GiftcashProvider } from '../react/GiftcashProvider';
import { createFakeApi, type FakeApi } from './httpHarness';
import { fuzzRuns, fuzzSeed, hostileBody } from './hostileJson';

/** How a screen answers a response that fails validation. */
export type ErrorExpectation =
  /** An alert (role="alert" or a `.gc-status[data-kind="error"]`) with a message, and a Retry button. */
  | 'message-and-retry'
  /** An alert with a message (no retry offered, e.g. a section that is optional on its page). */
  | 'message'
  /** The spec's defaults are used and the failure only logged (the demo wheel and scratch card). */
  | 'fallback';

export interface ScreenFuzzTarget {
  /** Name in test titles. */
  name: string;
  /** The endpoint whose responses are fuzzed (every other endpoint answers with good data). */
  endpoint: EndpointKey;
  /** The connected screen. */
  element: () => ReactElement;
  /** What the screen shows for a response that fails validation. @default 'message-and-retry' */
  onError?: ErrorExpectation;
  /** console.error calls the spec asks for (e.g. 'Failed to load wheel configuration'). */
  expectedLogs?: RegExp[];
  /** Skip the keep-old-content property (screens whose content is not provider-driven). */
  skipKeep?: boolean;
}

const settle = async (rounds = 6) => {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
};

function Harness({
  provider,
  children,
  onCrash,
}: {
  provider: DataProvider;
  children: ReactElement;
  onCrash: (error: unknown) => void;
}) {
  return (
    <ErrorBoundary onError={onCrash} fallback={() => <p>CRASHED</p>}>
      <GiftcashProvider provider={provider}>{children}</GiftcashProvider>
    </ErrorBoundary>
  );
}

/** What a person can read and use as "the content": headings, links, images and buttons by accessible name. */
export function contentMarkers(container: HTMLElement): string[] {
  const names = new Set<string>();
  for (const role of ['heading', 'link', 'img', 'button'] as const) {
    for (const element of within(container).queryAllByRole(role)) {
      const name = (
        element.getAttribute('aria-label') ??
        element.getAttribute('alt') ??
        element.textContent ??
        ''
      ).trim();
      if (name) names.add(`${role}:${name}`);
    }
  }
  return [...names].sort();
}

function validates(endpoint: EndpointKey, body: string): boolean {
  try {
    validateResponse(endpoint, JSON.parse(body));
    return true;
  } catch {
    return false;
  }
}

function errorShown(container: HTMLElement): string {
  const alerts = [
    ...within(container).queryAllByRole('alert'),
    ...container.querySelectorAll<HTMLElement>(
      '.gc-status[data-kind="error"], [data-state="error"]',
    ),
  ];
  return alerts
    .map((a) => a.textContent ?? '')
    .join(' ')
    .trim();
}

/**
 * Property: for `runs` generated hostile responses of `target.endpoint`, served through the
 * REAL HTTP provider into the connected screen,
 *  1. fresh render: no error boundary triggered, no unexpected console.error; a response that
 *     fails validation shows a message (and Retry, when expected); one that validates renders;
 *  2. after the screen loaded good data, a reload with the hostile response keeps every
 *     heading, link and image that was on screen (when the response fails validation).
 */
export async function fuzzScreen(
  target: ScreenFuzzTarget,
  good: Record<EndpointKey, unknown>,
  runs = fuzzRuns(),
): Promise<{ cases: number; rejected: number }> {
  const { endpoint, onError = 'message-and-retry', expectedLogs = [] } = target;
  let cases = 0;
  let rejected = 0;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const unexpectedLogs = () =>
    error.mock.calls
      .map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '))
      .filter((line) => !expectedLogs.some((re) => re.test(line)));

  /** The target's screen over `api`, whatever its error boundary catches going to `crashes`. */
  const screenOn = (api: FakeApi, crashes: unknown[]) => (
    <Harness provider={api.provider} onCrash={(e) => crashes.push(e)}>
      {target.element()}
    </Harness>
  );

  // Good data once, to know what "the content" is.
  const goodApi = createFakeApi(good);
  const crashes: unknown[] = [];
  const probe = render(screenOn(goodApi, crashes));
  await settle();
  const goodMarkers = contentMarkers(probe.container);
  probe.unmount();
  expect(crashes, `${target.name} crashed on good data`).toEqual([]);
  expect(unexpectedLogs(), `${target.name} logged errors on good data`).toEqual([]);
  expect(goodMarkers.length, `${target.name} shows content on good data`).toBeGreaterThan(0);

  try {
    await fc.assert(
      fc.asyncProperty(hostileBody(good[endpoint]), async ({ body }) => {
        cases += 1;
        error.mockClear();
        const ok = validates(endpoint, body);
        if (!ok) rejected += 1;

        // 1. Fresh render with the hostile response.
        const fresh = createFakeApi(good, { [endpoint]: body });
        const seen: unknown[] = [];
        const view = render(screenOn(fresh, seen));
        await settle();
        expect(seen.map(String).join('\n'), 'error boundary triggered').toBe('');
        expect(screen.queryByText('CRASHED')).toBeNull();
        expect(unexpectedLogs().join('\n').slice(0, 600), 'unexpected console.error').toBe('');
        expect(fresh.calls[endpoint] ?? 0, `${endpoint} was requested`).toBeGreaterThan(0);
        if (!ok && onError !== 'fallback') {
          expect(errorShown(view.container), 'an error message is shown').not.toBe('');
          if (onError === 'message-and-retry') {
            expect(
              within(view.container).getAllByRole('button', { name: /retry|try again/i }).length,
            ).toBeGreaterThan(0);
          }
        }
        if (ok || onError === 'fallback')
          expect((view.container.textContent ?? '').trim(), 'something is rendered').not.toBe('');
        view.unmount();

        // 2. Good data first, then a reload that meets the hostile response.
        if (!ok && !target.skipKeep) {
          const first = createFakeApi(good);
          const kept = render(screenOn(first, seen));
          await settle();
          const before = contentMarkers(kept.container);
          kept.rerender(screenOn(fresh, seen));
          await settle();
          expect(seen.map(String).join('\n'), 'error boundary triggered on reload').toBe('');
          const after = new Set(contentMarkers(kept.container));
          expect(
            before.filter((m) => !after.has(m)),
            'content lost after a failed reload',
          ).toEqual([]);
          expect(
            unexpectedLogs().join('\n').slice(0, 600),
            'unexpected console.error on reload',
          ).toBe('');
          kept.unmount();
        }
      }),
      {
        numRuns: runs,
        seed: fuzzSeed() + endpoint.length * 7919 + target.name.length,
        endOnFailure: true,
        includeErrorInReport: true,
      },
    );
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
  return { cases, rejected };
}
