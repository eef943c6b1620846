import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@giftcash/core/react';

export interface Field {
  /** Label shown as the term. */
  label: string;
  /** Value shown as the description. */
  value: ReactNode;
}

export interface FieldListProps extends HTMLAttributes<HTMLDListElement> {
  /** Label / value pairs, in order. */
  fields: Field[];
}

/** A read-only list of labelled values (`<dl>`). */
export function FieldList({ fields, className, ...rest }: FieldListProps) {
  return (
    <dl className={cx('gc-account-fields', className)} {...rest}>
      {fields.map((field) => (
        <div className="gc-account-fields-row" key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text for a value that may be missing: the value, or `Not available`. */
export const orNotAvailable = (value: unknown): string =>
  typeof value === 'string' && value.trim()
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : 'Not available';
