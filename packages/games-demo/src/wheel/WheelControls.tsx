import { Fragment, type ReactNode, type RefObject } from 'react';
import { outcomeTitle, prizeLabel } from '@giftcash/core/games';
import type { WheelResult, WheelState } from './Wheel.types';

/**
 * The bare wheel's result line and buttons, when no `renderResult` takes them over: the result in
 * the games model's words (`You won! £5.00`, `500 coins back`, `Better luck next time!`) in a
 * polite live region, or the failure, or the pending note; then Spin, or the host's `cta` and
 * Spin again.
 */
export function WheelControls({
  landed,
  state,
  failure,
  pendingNote,
  retryLabel,
  disabled,
  cta,
  press,
  spinRef,
  againRef,
}: {
  landed: WheelResult | null;
  state: WheelState;
  failure: string | null;
  pendingNote: string | null | undefined;
  retryLabel: string;
  disabled: boolean;
  cta: ((result: WheelResult) => ReactNode) | undefined;
  press: () => void;
  spinRef: RefObject<HTMLButtonElement | null>;
  againRef: RefObject<HTMLButtonElement | null>;
}) {
  // React's `Fragment` throughout rather than `<>`: the wheel's keyed one needs it anyway, and one
  // fragment import ships fewer bytes than two.
  return (
    <Fragment>
      <p className="gc-wheel-result" aria-live="polite" aria-atomic="true">
        {landed ? (
          <Fragment>
            <strong>{outcomeTitle(landed.outcome, prizeLabel(landed.slot))}</strong>
            {landed.outcome === 'win' ? (
              <Fragment>
                {' '}
                <span className="gc-wheel-prize">{prizeLabel(landed.slot)}</span>
              </Fragment>
            ) : null}
          </Fragment>
        ) : failure ? (
          <span className="gc-wheel-error">{failure}</span>
        ) : state === 'spinning' && pendingNote ? (
          <span className="gc-wheel-note">{pendingNote}</span>
        ) : null}
      </p>
      <div className="gc-wheel-actions">
        {landed ? (
          <Fragment>
            {cta?.(landed)}
            <button
              ref={againRef}
              type="button"
              className="gc-button"
              data-variant="secondary"
              onClick={press}
              disabled={disabled}
            >
              Spin again
            </button>
          </Fragment>
        ) : (
          <button
            ref={spinRef}
            type="button"
            className="gc-button gc-wheel-spin"
            onClick={press}
            disabled={disabled || state === 'spinning'}
          >
            {state === 'spinning' ? 'Spinning...' : state === 'failed' ? retryLabel : 'Spin'}
          </button>
        )}
      </div>
    </Fragment>
  );
}
