'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../interaction/cx';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'role'
> {
  /** `loading` is announced politely; `error` is an alert, with a Retry button when `onRetry` is given. */
  kind: 'loading' | 'error' | 'empty';
  /** The message, e.g. the spec's error text. */
  children: ReactNode;
  /** Shows a Retry button (errors only). */
  onRetry?: () => void;
}

/** The loading, error and empty states every connected screen shows, in one consistent form. */
export const StatusMessage = forwardRef<HTMLDivElement, StatusMessageProps>(function StatusMessage(
  { kind, children, onRetry, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      {...rest}
      className={cx('gc-status', className)}
      data-kind={kind}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <p className="gc-status-text">{children}</p>
      {kind === 'error' && onRetry ? (
        <button type="button" className="gc-button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
});
