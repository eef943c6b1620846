'use client';

import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type HTMLAttributes,
} from 'react';
import { parsePounds, toPence, type FaceValueLimits } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import { formatLimit, limitsLabel, proposeValue } from './valueRules';

/**
 * Props of {@link ValueEntry}: a `<div>`'s attributes (spread on the root, which takes the ref),
 * plus the value (always controlled: `value` / `onValueChange`, replacing the `<div>`'s own
 * `defaultValue` and `onChange`), its error, and the brand's denominations and limits.
 */
export interface ValueEntryProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The value text in pounds (`''`, `25`, `12.50`). */
  value: string;
  /** Called with an accepted new value; the caller clears any error message. */
  onValueChange: (value: string) => void;
  /**
   * Called when a change is refused with a message (e.g. `Max £500 per Gift Card`). The entry
   * shows the message itself, as a hint announced politely, until the next keystroke; the value
   * kept is not put in the error state for it.
   */
  onReject?: (message: string) => void;
  /** The error of the value the entry holds (e.g. Buy Securely refused it), if any: the field shows the error state while it is set. */
  errorMessage?: string | null;
  /** Fixed values in pounds; when present they are offered as a radio group instead of the input. */
  denominations: readonly number[];
  /** The brand's face value limits. */
  limits: FaceValueLimits;
  /** Id of the inline error element (for `aria-describedby`). */
  errorId: string;
}

/**
 * Value entry: a radio group of denomination buttons when the brand has fixed values, else a
 * pound input that takes only digits with an optional point and at most two decimals — typed,
 * pasted or composed with an IME; anything else is refused and the previous value stays.
 * Why a change was refused shows as a hint (`role="status"`) until the next keystroke:
 * the value kept is never marked invalid for it; only `errorMessage` marks the field invalid.
 */
export const ValueEntry = forwardRef<HTMLDivElement, ValueEntryProps>(function ValueEntry(
  {
    value,
    onValueChange,
    onReject,
    errorMessage,
    denominations,
    limits,
    errorId,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const refusalId = `${id}-refusal`;
  const hint = limitsLabel(limits);
  // Why the last keystroke was refused; cleared by the next one.
  const [refusal, setRefusal] = useState<string | null>(null);
  const describedBy =
    cx(hint ? hintId : null, refusal ? refusalId : null, errorMessage ? errorId : null) ||
    undefined;

  const propose = (next: string) => {
    setRefusal(null);
    if (next === value) return;
    const change = proposeValue(next, limits);
    if (change.accepted) onValueChange(change.value);
    else if (change.error) {
      setRefusal(change.error);
      onReject?.(change.error);
    }
  };

  return (
    <div ref={ref} className={cx('gc-brand-value', className)} {...rest}>
      {denominations.length > 0 ? (
        <DenominationGroup
          value={value}
          denominations={denominations}
          onSelect={propose}
          describedBy={describedBy}
          invalid={Boolean(errorMessage)}
        />
      ) : (
        <div className="gc-brand-value-field">
          <label className="gc-brand-value-label" htmlFor={`${id}-input`}>
            Gift card value
          </label>
          <div className="gc-brand-value-control" data-invalid={errorMessage ? '' : undefined}>
            <span className="gc-brand-value-currency" aria-hidden="true">
              £
            </span>
            <PoundInput
              id={`${id}-input`}
              value={value}
              onPropose={propose}
              onComposeStart={() => setRefusal(null)}
              describedBy={describedBy}
              invalid={Boolean(errorMessage)}
            />
          </div>
        </div>
      )}
      {hint ? (
        <p className="gc-brand-value-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p className="gc-brand-value-refusal" id={refusalId} role="status">
        {refusal ?? ''}
      </p>
    </div>
  );
});

interface PoundInputProps {
  id: string;
  value: string;
  onPropose: (next: string) => void;
  /** Called when an IME composition starts (a keystroke too). */
  onComposeStart: () => void;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * A controlled text input whose changes are proposals: a refused change leaves the previous value.
 * While an IME composes, the composition is shown as typed and judged once it ends.
 */
function PoundInput({
  id,
  value,
  onPropose,
  onComposeStart,
  describedBy,
  invalid,
}: PoundInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const composing = useRef(false);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as InputEvent;
    if (composing.current || native.isComposing) {
      setDraft(event.target.value);
      return;
    }
    onPropose(event.target.value);
  };
  const onCompositionStart = () => {
    composing.current = true;
    onComposeStart();
    setDraft(value);
  };
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = false;
    const composed = event.currentTarget.value;
    setDraft(null);
    onPropose(composed);
  };
  return (
    <input
      id={id}
      className="gc-brand-value-input"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder="0.00"
      value={draft ?? value}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={onChange}
      onCompositionStart={onCompositionStart}
      onCompositionEnd={onCompositionEnd}
    />
  );
}

interface DenominationGroupProps {
  value: string;
  denominations: readonly number[];
  onSelect: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Native radio buttons styled as a 2-column (3 on wider screens) grid of value buttons. */
function DenominationGroup({
  value,
  denominations,
  onSelect,
  describedBy,
  invalid,
}: DenominationGroupProps) {
  const name = useId();
  const selected = parsePounds(value);
  return (
    <fieldset
      className="gc-brand-value-denominations"
      aria-describedby={describedBy}
      data-invalid={invalid ? '' : undefined}
    >
      <legend className="gc-brand-value-label">Choose a gift card value</legend>
      <div className="gc-brand-value-grid">
        {denominations.map((denomination) => {
          const checked = selected !== null && selected === toPence(denomination);
          return (
            <label
              key={denomination}
              className="gc-brand-value-option"
              data-state={checked ? 'checked' : 'unchecked'}
            >
              <input
                type="radio"
                className="gc-brand-value-radio"
                name={name}
                value={String(denomination)}
                checked={checked}
                onChange={() => onSelect(String(denomination))}
              />
              <span className="gc-brand-value-option-text">{formatLimit(denomination)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
