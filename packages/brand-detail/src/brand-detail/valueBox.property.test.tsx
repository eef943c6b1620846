/**
 * "The value box never contradicts itself", as properties over any typed sequence:
 * - a value that can be bought is never shown in the error state (no `aria-invalid`, no red
 *   border, no error text);
 * - an amount under the minimum is never presented as receivable (no `You will receive`);
 * - the reason a keystroke was refused shows (as a status) exactly until the next keystroke.
 * Keystrokes are driven as the browser reports them (one `input` change per key or paste).
 */
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseAmount } from '@giftcash/core';
import { BrandDetailView } from './BrandDetailView';
import { checkPurchase, proposeValue } from '../value-entry/valueRules';
import { makeBrand } from '../testing/brands';

type Step =
  | { kind: 'key'; key: string }
  | { kind: 'backspace' }
  | { kind: 'paste'; text: string }
  | { kind: 'buy' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...'0123456789.,x '.split(''))
      .map((key): Step => ({ kind: 'key', key })),
  },
  { weight: 2, arbitrary: fc.constant<Step>({ kind: 'backspace' }) },
  {
    weight: 1,
    arbitrary: fc.stringMatching(/^[0-9.,]{1,6}$/).map((text): Step => ({ kind: 'paste', text })),
  },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'buy' }) },
);

const limitsArb = fc.record({
  lower: fc.constantFrom(0, 1, 5, 10, 12.5),
  upper: fc.constantFrom(0, 50, 300, 1000),
});

afterEach(cleanup);

describe('value box invariant', () => {
  it('for any typed sequence: valid ⇒ no error state; under the minimum ⇒ no receivable estimate; a refusal shows until the next keystroke', () => {
    fc.assert(
      fc.property(limitsArb, fc.array(step, { minLength: 1, maxLength: 10 }), (limits, steps) => {
        cleanup();
        const { container } = render(
          <BrandDetailView brand={makeBrand({ digital_face_value_limits: limits })} />,
        );
        const input = screen.getByRole('textbox', { name: 'Gift card value' }) as HTMLInputElement;
        const control = container.querySelector('.gc-brand-value-control') as HTMLElement;
        const alert = screen.getByRole('alert');
        const refusal = container.querySelector('.gc-brand-value-refusal') as HTMLElement;
        const buy = screen.getByRole('button', { name: 'Buy Securely' });
        // Role and text queries are slow in jsdom; the estimate's title is found by its class in the loop.
        const receivable = () =>
          container.querySelector('.gc-brand-estimate-title')?.textContent === 'You will receive';
        for (const action of steps) {
          const before = input.value;
          let expectedRefusal: string | null = null;
          if (action.kind === 'buy') {
            fireEvent.click(buy);
            expectedRefusal = refusal.textContent || null; // pressing Buy is not a keystroke
          } else {
            const next =
              action.kind === 'key'
                ? before + action.key
                : action.kind === 'paste'
                  ? before + action.text
                  : before.slice(0, -1);
            if (next !== before) {
              const change = proposeValue(next, limits);
              expectedRefusal = change.accepted ? null : change.error;
              fireEvent.change(input, { target: { value: next } });
            } else {
              // Backspace in an empty field changes nothing and fires no input event: the hint stays.
              expectedRefusal = refusal.textContent || null;
            }
          }
          const value = input.value;
          if (checkPurchase(value, limits) === null) {
            expect(input).not.toHaveAttribute('aria-invalid');
            expect(control).not.toHaveAttribute('data-invalid');
            expect(alert).toBeEmptyDOMElement();
          }
          const parsed = parseAmount(value);
          if (
            parsed.kind === 'amount' &&
            limits.lower > 0 &&
            parsed.pence < BigInt(Math.round(limits.lower * 100))
          ) {
            expect(receivable()).toBe(false);
          }
          if (parsed.kind !== 'amount' || parsed.pence <= 0n) {
            expect(receivable()).toBe(false);
          }
          expect(refusal.textContent).toBe(expectedRefusal ?? '');
        }
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
