import { errorMessage, StatusMessage, cx } from '@giftcash/core';
import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from './Heading';

export interface ScreenStatusProps {
  /** `loading`, `error` or `empty`. */
  kind: 'loading' | 'error' | 'empty';
  /** Text for loading and empty; for errors, a message shown as is (instead of `Error: {message}`). */
  text?: string;
  /** The failure (errors show `Error: {message}`). */
  error?: unknown;
  /** Message when the failure has none. */
  fallback?: string;
  /** Retry button for errors. */
  onRetry?: () => void;
}

/** The spec's screen states: loading text, `Error: {message}` with Retry, or the empty text. */
export function ScreenStatus({ kind, text, error, fallback, onRetry }: ScreenStatusProps) {
  if (kind === 'error') {
    return (
      <StatusMessage kind="error" {...(onRetry ? { onRetry } : {})}>
        {text ?? `Error: ${errorMessage(error, fallback)}`}
      </StatusMessage>
    );
  }
  return <StatusMessage kind={kind}>{text ?? ''}</StatusMessage>;
}

/** Whether `value` is a non-null object. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export interface ScreenFrameProps {
  /** The screen's title (kept on screen while loading or failed, so the page always has its heading). */
  title: string;
  /** Level of the title. @default 1 */
  headingLevel?: HeadingLevel | undefined;
  /** Extra class. */
  className?: string;
  children: ReactNode;
}

/** The screen's title above a loading, error or empty state. */
export function ScreenFrame({ title, headingLevel = 1, className, children }: ScreenFrameProps) {
  return (
    <section className={cx('gc-account-screen', className)}>
      <Heading level={headingLevel} className="gc-account-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
