'use client';

import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { copyText, errorMessage } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import { CopyIcon } from '../shared/icons';

/**
 * Props of {@link ReferralCode}: a `<div>`'s attributes (spread on the root, which takes the ref),
 * plus the code and how it is copied.
 */
export interface ReferralCodeProps extends HTMLAttributes<HTMLDivElement> {
  /** The customer's referral code; without one the copy button is disabled. */
  code: string | undefined;
  /** Copies text (tests, or a custom clipboard). @default core `copyText` */
  copy?: (text: string) => Promise<void>;
  /** How long `Copied!` shows, in ms. @default 2000 */
  confirmationMs?: number;
}

/** The referral code with a copy button: tooltip `Copy to clipboard`, then `Copied!` for 2 seconds. */
export const ReferralCode = forwardRef<HTMLDivElement, ReferralCodeProps>(function ReferralCode(
  { code, copy = copyText, confirmationMs = 2000, className, ...rest },
  ref,
) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [problem, setProblem] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hasCode = typeof code === 'string' && code.trim() !== '';

  const onCopy = async () => {
    if (!hasCode) return;
    clearTimeout(timer.current);
    try {
      await copy(code);
      setState('copied');
      setProblem('');
      timer.current = setTimeout(() => setState('idle'), confirmationMs);
    } catch (error) {
      setState('failed');
      setProblem(
        errorMessage(error, 'Could not copy to the clipboard. Please copy the text by hand.'),
      );
    }
  };

  return (
    <div ref={ref} className={cx('gc-referral-code', className)} data-state={state} {...rest}>
      <p className="gc-referral-code-label" id={`${id}-label`}>
        Your referral code
      </p>
      <div className="gc-referral-code-row">
        <output className="gc-referral-code-value" aria-labelledby={`${id}-label`}>
          {hasCode ? code : 'No referral code yet'}
        </output>
        <span className="gc-referral-copy">
          <button
            type="button"
            className="gc-button gc-referral-copy-button"
            onClick={onCopy}
            disabled={!hasCode}
            aria-describedby={`${id}-tip`}
          >
            <CopyIcon />
            <span>Copy code</span>
          </button>
          <span
            role="tooltip"
            id={`${id}-tip`}
            className="gc-referral-tooltip"
            data-state={state === 'copied' ? 'open' : 'idle'}
          >
            {state === 'copied' ? 'Copied!' : 'Copy to clipboard'}
          </span>
        </span>
      </div>
      <p className="gc-visually-hidden" role="status">
        {state === 'copied' ? 'Copied!' : ''}
      </p>
      {state === 'failed' ? (
        <p className="gc-account-notice" data-kind="error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
});
