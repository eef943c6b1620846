'use client';

import { forwardRef, useId, type HTMLAttributes } from 'react';
import { useControllableState, cx } from '@giftcash/core/react';
import { DESCRIPTION_LIMIT, truncateText } from './truncateText';

/**
 * Props of {@link BrandDescription}: a `<div>`'s attributes (spread on the root, which takes the
 * ref), plus the text and whether it shows in full (`expanded` / `defaultExpanded` /
 * `onExpandedChange`).
 */
export interface BrandDescriptionProps extends HTMLAttributes<HTMLDivElement> {
  /** The description (untrusted: rendered as text). */
  text: string;
  /** Characters shown while collapsed. @default 150 */
  limit?: number;
  /** Whether the full text shows (controlled). */
  expanded?: boolean;
  /** Whether the full text shows at first (uncontrolled). @default false */
  defaultExpanded?: boolean;
  /** Called when Show more / Show less is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
}

/** The brand description, cut at 150 characters with a Show more / Show less toggle. */
export const BrandDescription = forwardRef<HTMLDivElement, BrandDescriptionProps>(
  function BrandDescription(
    {
      text,
      limit = DESCRIPTION_LIMIT,
      expanded: expandedProp,
      defaultExpanded = false,
      onExpandedChange,
      className,
      ...rest
    },
    ref,
  ) {
    const [expanded, setExpanded] = useControllableState({
      value: expandedProp,
      defaultValue: defaultExpanded,
      onChange: onExpandedChange,
      name: 'BrandDescription',
    });
    const id = useId();
    const short = truncateText(text, limit);
    return (
      <div
        ref={ref}
        className={cx('gc-brand-description', className)}
        data-state={expanded ? 'expanded' : 'collapsed'}
        {...rest}
      >
        <p className="gc-brand-description-text" id={id}>
          {expanded || !short.truncated ? text : short.text}
        </p>
        {short.truncated ? (
          <button
            type="button"
            className="gc-brand-link-button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        ) : null}
      </div>
    );
  },
);
