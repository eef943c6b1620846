'use client';

import { useId, useState, type FormEvent } from 'react';
import { formatGBP, type GiftCardOrder } from '@giftcash/core';
import { Dialog, DialogClose } from '@giftcash/core/react';
import { validateExpense } from '../logic/expense';

/**
 * Props of {@link ExpenseDialog}: the order the expense is for (the dialog is open while it is set)
 * and what closing and Confirm do. The amount is validated before `onConfirm` is called.
 */
export interface ExpenseDialogProps {
  /** The order the expense is for; `null` closes the dialog. */
  order: GiftCardOrder | null;
  /** Called when the dialog asks to close (Cancel, close button, Escape, outside click, Confirm). */
  onOpenChange: (open: boolean) => void;
  /** Called on Confirm with the amount in integer pence (already validated). */
  onConfirm: (order: GiftCardOrder, pence: number) => void;
}

/** The spec's title of the expense dialog. */
export const EXPENSE_DIALOG_TITLE = 'Log your expenses and keep your gift card balance up-to-date';

function ExpenseForm({
  order,
  onConfirm,
  onDone,
}: {
  order: GiftCardOrder;
  onConfirm: ExpenseDialogProps['onConfirm'];
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const result = validateExpense(text, order.balance_available);
  const showProblem = !result.valid && result.reason !== 'empty';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!result.valid) return;
    onConfirm(order, result.pence);
    onDone();
  };
  return (
    <form className="gc-expense-form" onSubmit={submit} noValidate>
      <p className="gc-expense-balance">
        {order.brand ?? order.title}: available balance{' '}
        <strong>{formatGBP(order.balance_available)}</strong>
      </p>
      <label className="gc-expense-label" htmlFor={`${id}-amount`}>
        Expense Amount (£)
      </label>
      <input
        id={`${id}-amount`}
        className="gc-expense-input"
        // Text, not type="number": a number input turns `1,5` into 15 before the page sees it.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="0.00"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={showProblem || undefined}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take this one number
        autoFocus
      />
      {showProblem ? (
        <p id={`${id}-problem`} className="gc-expense-problem">
          {result.message}
        </p>
      ) : null}
      <div className="gc-expense-actions">
        <DialogClose asChild>
          <button type="button" className="gc-button" data-variant="secondary">
            Cancel
          </button>
        </DialogClose>
        <button type="submit" className="gc-button" disabled={!result.valid}>
          Confirm
        </button>
      </div>
    </form>
  );
}

/**
 * The Record transaction dialog: `Expense Amount (£)` (pence at most, above 0, at most the
 * available balance, read by core's amount rule); Confirm is disabled when empty, at most 0 or
 * above the balance, and the problem is said under the field.
 */
export function ExpenseDialog({ order, onOpenChange, onConfirm }: ExpenseDialogProps) {
  return (
    <Dialog
      title={EXPENSE_DIALOG_TITLE}
      open={order !== null}
      onOpenChange={onOpenChange}
      className="gc-expense-dialog"
    >
      {order ? (
        <ExpenseForm
          key={order.order_id}
          order={order}
          onConfirm={onConfirm}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
