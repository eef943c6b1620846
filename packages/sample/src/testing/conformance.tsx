import { render } from '@testing-library/react';
import axe from 'axe-core';
import { cloneElement, createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '../index';
import { exportedComponents, type ElementCase } from '@giftcash/core/testing';
import type { PackageUnderTest } from './suites';

export interface ConformanceOptions {
  /**
   * Components that have no element of their own to forward a ref or props to (a provider, an
   * error boundary, a dialog whose root is its trigger), each with the reason. They still get the
   * axe check.
   */
  exempt?: Readonly<Record<string, string>>;
  /** Exports that start with a capital but are not components (error classes). */
  notComponents?: readonly string[];
}

const provider = () => createSampleProvider({ delay: 0, storage: null, brandCount: 12 });

/**
 * What every exported component owes, over a package's whole public surface: it forwards its ref
 * to its root element, merges `className` and spreads the rest of its props there, and has no axe
 * violations (colour contrast is checked by the end-to-end suite, in a real browser, in both
 * themes). `elements` are the package's reliability cases (`__reliability__/elements.tsx`).
 */
export function conformanceSuite(
  target: PackageUnderTest,
  { exempt = {}, notComponents = [] }: ConformanceOptions = {},
): void {
  describe('conformance of every exported component: ref, className, rest props, axe', () => {
    it('covers every exported component', () => {
      expect(target.elements.map(([name]) => name).sort()).toEqual(
        exportedComponents(target.pkg, notComponents),
      );
      expect(
        Object.keys(exempt).filter((name) => !target.elements.some(([n]) => n === name)),
      ).toEqual([]);
    });

    it.each(target.elements.filter(([name]) => !(name in exempt)))(
      '%s forwards its ref, merges className and spreads rest props',
      (_name, element) => {
        const ref = createRef<Element>();
        const withProps = cloneElement(element() as ReactElement<Record<string, unknown>>, {
          ref,
          className: 'host-class',
          'data-testid': 'root',
        });
        const { getByTestId } = render(
          <GiftcashProvider provider={provider()}>{withProps}</GiftcashProvider>,
        );
        const root = getByTestId('root');
        expect(ref.current).toBe(root);
        expect(root.getAttribute('class')).toContain('host-class');
      },
    );

    it.each(target.elements)('%s has no axe violations', async (_name, element: ElementCase[1]) => {
      const { container } = render(
        <GiftcashProvider provider={provider()}>
          <main>{element()}</main>
        </GiftcashProvider>,
      );
      const results = await axe.run(container, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  });
}
