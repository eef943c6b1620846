'use client';

import type { KeyboardEvent } from 'react';
import { cx } from '@giftcash/core/react';

export interface SearchBoxProps {
  /** The input's id (its label points at it). */
  id: string;
  /** Visible placeholder and the label screen readers hear. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

const ignoreEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** The brand search box of the catalogue and the balance checker: a labelled search input with an icon; Enter does nothing. */
export function SearchBox({
  id,
  label,
  value,
  onValueChange,
  disabled,
  className,
}: SearchBoxProps) {
  return (
    <div className={cx('gc-catalogue-search', className)}>
      <label htmlFor={id} className="gc-visually-hidden">
        {label}
      </label>
      <svg
        className="gc-catalogue-search-icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <input
        id={id}
        className="gc-catalogue-search-input"
        type="search"
        placeholder={label}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={ignoreEnter}
      />
    </div>
  );
}
