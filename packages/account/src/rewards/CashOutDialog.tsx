'use client';

import { useId, useState, type ReactElement } from 'react';
import { formatGBP, formatPence } from '@giftcash/core';
import { AppDownloadDialog, Dialog, Link, useRoutes } from '@giftcash/core/react';
import {
  BANK_CASH_OUT_FEE_PENCE,
  BANK_CASH_OUT_MIN_PENCE,
  canCashOutToBank,
} from '../logic/rewards';

/**
 * Props of {@link CashOutDialog}: the cashback balance, whether the dialog is open (controlled, or
 * opened by `trigger`), and what Cash Out to Bank does.
 */
export interface CashOutDialogProps {
  /** Cashback balance in pounds (bank cash out needs £10.00). */
  balance: number;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger?: ReactElement;
  /** Cash Out to Bank pressed (balance at least £10.00). */
  onCashOutToBank?: () => void;
}

/**
 * The Cash Out Options dialog: to a gift card (instant, free, with cashback; links to the catalogue
 * route, `routes.catalogue` on `GiftcashProvider`) or to a bank (minimum £10.00, £0.30 fee).
 */
export function CashOutDialog({
  balance,
  open,
  onOpenChange,
  trigger,
  onCashOutToBank,
}: CashOutDialogProps) {
  const giftCardHref = useRoutes().catalogue;
  const id = useId();
  const bankAllowed = canCashOutToBank(balance);
  return (
    <Dialog
      title="Cash Out Options"
      description={`Your cashback balance is ${formatGBP(balance)}.`}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(trigger ? { trigger } : {})}
      className="gc-cashout"
    >
      <ul className="gc-cashout-options">
        <li className="gc-cashout-option">
          <p className="gc-cashout-name" id={`${id}-gift`}>
            Cash Out to Gift Card
          </p>
          <p className="gc-cashout-text">
            Instant and free, and you earn cashback on the gift card too. From £1.00.
          </p>
          <Link
            className="gc-button"
            href={giftCardHref}
            aria-describedby={`${id}-gift`}
            onClick={() => onOpenChange?.(false)}
          >
            Choose a gift card
          </Link>
        </li>
        <li className="gc-cashout-option">
          <p className="gc-cashout-name" id={`${id}-bank`}>
            Cash Out to Bank
          </p>
          <p className="gc-cashout-text" id={`${id}-bank-rules`}>
            {`Minimum ${formatPence(BANK_CASH_OUT_MIN_PENCE)}, ${formatPence(BANK_CASH_OUT_FEE_PENCE)} fee. Bank transfers are made in the GiftCash app.`}
          </p>
          {bankAllowed ? null : (
            <p className="gc-cashout-note" id={`${id}-bank-why`}>
              {`You need at least ${formatPence(BANK_CASH_OUT_MIN_PENCE)} of cashback to cash out to a bank.`}
            </p>
          )}
          <button
            type="button"
            className="gc-button"
            data-variant="secondary"
            disabled={!bankAllowed}
            aria-describedby={bankAllowed ? `${id}-bank-rules` : `${id}-bank-why`}
            onClick={onCashOutToBank}
          >
            Cash Out to Bank
          </button>
        </li>
      </ul>
    </Dialog>
  );
}

/** Where Cash Out to Bank leads: the app (bank transfers are made there). */
export function BankCashOutAppDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AppDownloadDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cash out to your bank in the app"
      description="Bank cash outs (minimum £10.00, £0.30 fee) are made in the GiftCash app."
      params={{ screen: 'cash-out' }}
    />
  );
}

/**
 * The Cash Out button with its dialog, and the app dialog a bank cash out leads to (bank cash
 * outs are made in the app): what the balance card and the rewards screen both offer. The label
 * is the spec's "Cash Out" wherever the button shows, so the same action never reads two ways.
 */
export function CashOutControl({
  balance,
  open,
  onOpenChange,
}: {
  balance: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [appOpen, setAppOpen] = useState(false);
  return (
    <>
      <CashOutDialog
        balance={balance}
        open={open}
        onOpenChange={onOpenChange}
        onCashOutToBank={() => {
          onOpenChange(false);
          setAppOpen(true);
        }}
        trigger={
          <button type="button" className="gc-button">
            Cash Out
          </button>
        }
      />
      <BankCashOutAppDialog open={appOpen} onOpenChange={setAppOpen} />
    </>
  );
}
