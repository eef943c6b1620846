'use client';

import { forwardRef, useId, type HTMLAttributes } from 'react';
import type { CategorySlug } from '@giftcash/core';
import { useRoutes } from '@giftcash/core/react';
import { CategoryStrip } from '../category-strip/CategoryStrip';
import { cx } from '@giftcash/core/react';

/**
 * Props of {@link CategoryBrowser}: a `<section>`'s attributes (spread on it, which takes the ref),
 * plus the categories, their brand counts and the heading.
 */
export interface CategoryBrowserProps extends HTMLAttributes<HTMLElement> {
  /** Category slugs in display order (see `orderCategories`). */
  categories: readonly CategorySlug[];
  /** Brand count per slug. */
  counts?: Readonly<Record<CategorySlug, number>>;
  /** Section heading. @default 'Browse by category' */
  title?: string;
  /** Short text under the heading. */
  description?: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The home page's category section: a heading and a {@link CategoryStrip} of links into the
 * catalogue (`routes.category(slug)` on `GiftcashProvider`).
 */
export const CategoryBrowser = forwardRef<HTMLElement, CategoryBrowserProps>(
  function CategoryBrowser(
    {
      categories,
      counts,
      title = 'Browse by category',
      description,
      headingLevel = 2,
      className,
      ...rest
    },
    ref,
  ) {
    const headingId = useId();
    const getCategoryHref = useRoutes().category;
    const Heading = `h${headingLevel}` as const;
    return (
      <section
        ref={ref}
        className={cx('gc-category-browser', className)}
        aria-labelledby={headingId}
        {...rest}
      >
        <Heading id={headingId} className="gc-category-browser-title">
          {title}
        </Heading>
        {description ? <p className="gc-category-browser-description">{description}</p> : null}
        <CategoryStrip
          categories={categories}
          counts={counts}
          getCategoryHref={getCategoryHref}
          label={title}
        />
      </section>
    );
  },
);
