'use client';

import { forwardRef, useId, type HTMLAttributes } from 'react';
import { formatPence, formatPercent } from '@giftcash/core';
import { useControllableState, cx } from '@giftcash/core/react';
import {
  MONTHLY_SPEND,
  SAVINGS_CATEGORIES,
  clampMonthlySpend,
  savingsRate,
  yearlySavingsPence,
  type SavingsCategory,
} from '../logic/savings';

/**
 * Props of {@link SavingsCalculator}: a `<section>`'s attributes (spread on it, which takes the
 * ref), plus two pieces of state that are each controlled or not: the monthly spend (`spend`) and
 * the category (`category`). `defaultValue` and `onChange` are left out for that reason.
 */
export interface SavingsCalculatorProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'defaultValue' | 'onChange'
> {
  /** Monthly spend in whole pounds (£0–£1,000, steps of £10), when controlled. */
  spend?: number;
  /** Initial monthly spend when uncontrolled. @default 200 */
  defaultSpend?: number;
  /** Called when the slider moves. */
  onSpendChange?: (pounds: number) => void;
  /** The chosen category (`null` = none, the 5% average), when controlled. */
  category?: SavingsCategory | null;
  /** Initial category when uncontrolled. @default null */
  defaultCategory?: SavingsCategory | null;
  /** Called when a category is chosen; choosing the chosen one again passes `null`. */
  onCategoryChange?: (category: SavingsCategory | null) => void;
  /** Heading. @default 'How much could you save?' */
  title?: string;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The monthly-spend savings calculator: category buttons (Supermarket 4.7%, Fashion 7.2%,
 * Travel 8%, Tech 4.2%) and a £0–£1,000 slider; shows spend × 12 × rate a year, or the 5%
 * average when no category is chosen. All maths in integer pence.
 */
export const SavingsCalculator = forwardRef<HTMLElement, SavingsCalculatorProps>(
  function SavingsCalculator(
    {
      spend: spendProp,
      defaultSpend = MONTHLY_SPEND.default,
      onSpendChange,
      category: categoryProp,
      defaultCategory = null,
      onCategoryChange,
      title = 'How much could you save?',
      headingLevel = 2,
      className,
      ...rest
    },
    ref,
  ) {
    const [spend, setSpend] = useControllableState({
      value: spendProp,
      defaultValue: defaultSpend,
      onChange: onSpendChange,
      name: 'SavingsCalculator',
    });
    const [category, setCategory] = useControllableState<SavingsCategory | null>({
      value: categoryProp,
      defaultValue: defaultCategory,
      onChange: onCategoryChange,
      name: 'SavingsCalculator',
    });
    const id = useId();
    const Heading = `h${headingLevel}` as const;
    const monthly = clampMonthlySpend(spend);
    const yearly = yearlySavingsPence(monthly, category);
    const chosen = SAVINGS_CATEGORIES.find((entry) => entry.id === category);
    return (
      <section
        ref={ref}
        className={cx('gc-savings', className)}
        aria-labelledby={`${id}-title`}
        {...rest}
      >
        <Heading id={`${id}-title`} className="gc-savings-title">
          {title}
        </Heading>
        <div className="gc-savings-categories" role="group" aria-label="Where do you spend most?">
          {SAVINGS_CATEGORIES.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="gc-button gc-savings-category"
              data-variant="pill"
              aria-pressed={entry.id === category}
              data-state={entry.id === category ? 'on' : 'off'}
              onClick={() => setCategory(entry.id === category ? null : entry.id)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        <div className="gc-savings-slider">
          <label htmlFor={`${id}-spend`} className="gc-savings-label">
            Monthly spend
          </label>
          <output htmlFor={`${id}-spend`} className="gc-savings-spend">
            {formatPence(monthly * 100)}
          </output>
          <input
            id={`${id}-spend`}
            type="range"
            min={MONTHLY_SPEND.min}
            max={MONTHLY_SPEND.max}
            step={MONTHLY_SPEND.step}
            value={monthly}
            aria-valuetext={`${formatPence(monthly * 100)} a month`}
            onChange={(event) => setSpend(clampMonthlySpend(Number(event.target.value)))}
          />
        </div>
        <p className="gc-savings-result" aria-live="polite">
          <span className="gc-savings-result-label">You could earn</span>{' '}
          <strong className="gc-savings-amount">{formatPence(yearly)}</strong> <span>a year</span>
        </p>
        <p className="gc-savings-note">
          {chosen
            ? `Based on ${formatPercent(savingsRate(category))} average cashback on ${chosen.label}.`
            : `Based on ${formatPercent(savingsRate(null))} average cashback across all brands.`}
        </p>
      </section>
    );
  },
);
