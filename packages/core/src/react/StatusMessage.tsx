'use client';

import type { ReactNode } from 'react';
import { cx } from '../interaction/cx';

export interface StatusMessageProps {
  /** `loading` is announced politely; `error` is an alert, with a Retry button when `onRetry` is given. */
  kind: 'loading' | 'error' | 'empty';
  children: ReactNode;
  /** Shows a Retry button (errors only). */
  onRetry?: () => void;
  className?: string;
}

/** The loading, error and empty states every connected screen shows, in one consistent form. */
export function StatusMessage({ kind, children, onRetry, className }: StatusMessageProps) {
  return (
    <div
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
}
