import { useId } from 'react';
import { categoryLabel, KNOWN_CATEGORY_SLUGS } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import type { SourceCheck } from './sourceCheck';

/** A labelled text input with an optional hint and error, both read with it. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  type?: string;
  placeholder?: string;
}) {
  const id = useId();
  const describedBy = cx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className="partners-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="partners-input"
        type={type}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="partners-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="partners-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A set of radio buttons under a legend. */
export function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="partners-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="partners-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** What the data source check found, in words. */
export function SourceStatus({ check }: { check: SourceCheck | null }) {
  if (!check) return null;
  switch (check.kind) {
    case 'checking':
      return <p>Reading {check.address}…</p>;
    case 'ok':
      return (
        <p>
          {check.address === 'sample' ? 'Sample data' : check.address}: the widget shows{' '}
          {check.shows}
        </p>
      );
    case 'invalid':
      return (
        <p className="partners-error">
          The widget does not use “{check.address}”: only http: and https: addresses are read. It
          would show “{check.shows}”
        </p>
      );
    case 'failed':
      return (
        <p className="partners-error">
          {check.address} could not be read ({check.reason}). The widget would show “{check.shows}”
          with a Retry button.
        </p>
      );
    case 'blocked':
      return (
        <p className="partners-error">
          This website’s own Content-Security-Policy does not let it read {check.origin}, so neither
          this check nor the preview can. On your page the widget reads it once your policy allows{' '}
          <code>connect-src {check.origin}</code> (below).
        </p>
      );
  }
}

/** The carousel's category: Popular brands, a known category, or the address's own slug. */
export function CategorySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const known = (KNOWN_CATEGORY_SLUGS as readonly string[]).includes(value);
  return (
    <div className="partners-field">
      <label htmlFor={id}>Category</label>
      <select
        id={id}
        className="partners-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Popular brands</option>
        {KNOWN_CATEGORY_SLUGS.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug)}
          </option>
        ))}
        {value && !known ? <option value={value}>{value}</option> : null}
      </select>
    </div>
  );
}

/** One `--gc-*` colour: a colour input (the theme's value while unset) and its reset. */
export function ColourField({
  name,
  label,
  value,
  fallback,
  onChange,
  onReset,
}: {
  name: string;
  label: string;
  value: string | undefined;
  fallback: string;
  onChange: (value: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <div className="partners-colour">
      <input
        id={id}
        type="color"
        value={value ?? normaliseHex(fallback)}
        aria-describedby={`${id}-what`}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
      <span className="partners-colour-name">
        <label htmlFor={id}>
          <code>{name}</code>
        </label>
        <span id={`${id}-what`} className="partners-hint">
          {label}
          {value ? '' : ' (theme default)'}
        </span>
      </span>
      {value ? (
        <button type="button" className="partners-reset" onClick={onReset}>
          Reset <span className="gc-visually-hidden">{name}</span>
        </button>
      ) : null}
    </div>
  );
}

/** `#abc` → `#aabbcc` (what a colour input takes). */
const normaliseHex = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
