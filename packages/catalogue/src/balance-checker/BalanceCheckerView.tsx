'use client';

import {
  forwardRef,
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { OUTBOUND_REL, safeHttpUrl, type Brand } from '@giftcash/core';
import { useBrandRoute, cx, Link, StatusMessage, useControllableState } from '@giftcash/core/react';
import { filterBrandsByName, sortBrands } from '../logic/brands';
import { BRANDS_LOAD_ERROR, type LoadStatus } from '../catalogue/CatalogueView';
import { usePagedList } from '../search/usePagedList';
import { SearchBox } from '../search/SearchBox';
import { SearchFeedback } from '../search/SearchFeedback';
import { BrandLogo } from '../shared/BrandLogo';
import { StrokeIcon } from '../shared/StrokeIcon';
import { splitPhoneNumbers } from './phoneNumbers';
import { firstIndexByLetter, groupByLetter, INDEX_LETTERS } from './balanceIndex';

/**
 * Props of {@link BalanceCheckerView}: a `<div>`'s attributes (spread on the root, which takes the
 * ref), plus the brands, their load state and the search. `defaultValue` and `onChange` are left
 * out because the search is `query` / `defaultQuery` / `onQueryChange`.
 */
export interface BalanceCheckerViewProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** Every brand; `undefined` while loading. Listed A–Z. */
  brands: readonly Brand[] | undefined;
  /** Screen state. @default 'success' */
  status?: LoadStatus;
  /** Shows a Retry button on the error state. */
  onRetry?: () => void;
  /** Search text, when controlled. */
  query?: string;
  /** Initial search text when uncontrolled. @default '' */
  defaultQuery?: string;
  /** Called on every keystroke. */
  onQueryChange?: (query: string) => void;
  /** Called when a brand is opened (its name or its row is clicked). */
  onBrandSelect?: (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Rows rendered at first, and added each time the end of the list scrolls into view, so thousands of brands stay fast. @default 50 */
  pageSize?: number;
}

interface RowProps {
  brand: Brand;
  href: string;
  onSelect: BalanceCheckerViewProps['onBrandSelect'];
}

const Row = memo(function Row({ brand, href, onSelect }: RowProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // How to check the balance: a safe http(s) link, else the instructions, else nothing (the row
  // says `Not Available`).
  const url = safeHttpUrl(brand.detail?.balance_enquiry_url);
  const info = url ? undefined : brand.detail?.balance_enquiry_info?.trim();
  const parts = info ? splitPhoneNumbers(info) : [];
  const phone = parts.some((part) => part.tel);
  // The one line a collapsed row shows about it.
  const summary = url
    ? 'Check online'
    : info
      ? phone
        ? 'Check by phone'
        : 'How to check'
      : 'Not Available';
  return (
    // The whole row opens the brand for pointer users; keyboard and screen reader users use the name link inside it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      className="gc-balance-row"
      data-state={open ? 'open' : 'closed'}
      onClick={(event) => {
        if (
          (event.target as HTMLElement).closest('a, button, .gc-balance-panel') ||
          window.getSelection?.()?.toString()
        )
          return;
        link.current?.click();
      }}
    >
      <BrandLogo brand={brand} size={56} className="gc-balance-logo" loading="lazy" />
      <div className="gc-balance-body">
        <h3 className="gc-balance-name">
          <Link ref={link} href={href} onClick={onSelect && ((event) => onSelect(brand, event))}>
            {brand.name}
          </Link>
        </h3>
        <p className={summary === 'Not Available' ? 'gc-balance-na' : 'gc-balance-summary'}>
          {summary}
        </p>
      </div>
      {/* Rows are collapsed: the description and the instructions open under the row. */}
      <button
        type="button"
        className="gc-round-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="gc-visually-hidden">
          How to check <bdi>{brand.name}</bdi> balance
        </span>
        <StrokeIcon d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </button>
      <div id={panelId} className="gc-balance-panel" hidden={!open}>
        {open ? (
          <>
            {brand.detail?.description ? (
              <p className="gc-balance-description">{brand.detail.description}</p>
            ) : null}
            {url || info ? (
              <div className="gc-balance-how">
                {url ? (
                  <a className="gc-balance-link" href={url} target="_blank" rel={OUTBOUND_REL}>
                    {/* One flex item: the link is inline-flex, and the name is isolated in its own <bdi>. */}
                    <span>
                      Check <bdi>{brand.name}</bdi> balance
                    </span>{' '}
                    <span className="gc-visually-hidden">(opens in a new tab)</span>
                  </a>
                ) : (
                  // Phone numbers in the instructions are tap-to-call links; the rest stays plain
                  // text, each run isolated in a <bdi>, so bidi controls in the text can never
                  // reorder a number.
                  <p className="gc-balance-info">
                    {phone
                      ? parts.map((part, index) =>
                          part.tel ? (
                            <a key={index} className="gc-balance-tel" href={part.tel}>
                              {part.text}
                            </a>
                          ) : (
                            <bdi key={index}>{part.text}</bdi>
                          ),
                        )
                      : info}
                  </p>
                )}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
});

/**
 * The balance checker: search first, an A–Z index, and the brands A–Z under letter headings, each
 * a compact row (logo, name, how its balance is checked) that expands to the description and the
 * link or instructions (UK numbers as `tel:` links), or says `Not Available`. Searching matches the trimmed name, ignoring case; Enter does not
 * submit; an empty search shows every brand. Rows render a page at a time (more as the list
 * scrolls), as the catalogue's search results do, so ten thousand brands cost one page of rows
 * and every keystroke's results are in the next frame.
 */
export const BalanceCheckerView = forwardRef<HTMLDivElement, BalanceCheckerViewProps>(
  function BalanceCheckerView(
    {
      brands,
      status = 'success',
      onRetry,
      query: queryProp,
      defaultQuery = '',
      onQueryChange,
      onBrandSelect,
      pageSize = 50,
      className,
      ...rest
    },
    ref,
  ) {
    const brandRoute = useBrandRoute();
    const [query, setQuery] = useControllableState({
      value: queryProp,
      defaultValue: defaultQuery,
      onChange: onQueryChange,
      name: 'BalanceCheckerView',
    });
    const id = useId();
    const sorted = useMemo(() => sortBrands(brands ?? []), [brands]);
    const needle = query.trim();
    const matches = useMemo(
      () => (needle ? filterBrandsByName(sorted, needle) : sorted),
      [sorted, needle],
    );
    const page = usePagedList(matches, Math.max(1, pageSize));
    const loaded = status === 'success' && brands !== undefined;
    // The A–Z index: each letter links to the first brand filed under it (its heading in the list).
    const firstByLetter = useMemo(() => firstIndexByLetter(sorted), [sorted]);
    const groups = useMemo(() => groupByLetter(page.shown), [page.shown]);
    const letterId = (letter: string) => `${id}-letter-${letter === '#' ? 'other' : letter}`;
    // A letter further down than the rows shown so far: show enough rows, then go to its heading.
    const [goingTo, setGoingTo] = useState<string | null>(null);
    const { showAtLeast } = page;
    const goTo = (event: MouseEvent<HTMLAnchorElement>, letter: string) => {
      event.preventDefault();
      showAtLeast((firstByLetter.get(letter) ?? 0) + 1);
      setGoingTo(letter);
    };
    useEffect(() => {
      if (goingTo === null) return;
      const heading = document.getElementById(letterId(goingTo));
      if (!heading) return;
      setGoingTo(null);
      heading.scrollIntoView?.({ block: 'start' });
      heading.focus({ preventScroll: true });
      // letterId only depends on id, which never changes.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [goingTo, groups]);
    // Typing in the (sticky) search while scrolled deep into the list brings the new results' top
    // into view: otherwise the first page of matches is above the screen and the next one loads
    // at once under it.
    const list = useRef<HTMLDivElement>(null);
    const lastNeedle = useRef(needle);
    useEffect(() => {
      if (lastNeedle.current === needle) return;
      lastNeedle.current = needle;
      const top = list.current?.getBoundingClientRect().top;
      if (top !== undefined && top < 0) list.current?.scrollIntoView?.({ block: 'start' });
    }, [needle]);
    return (
      <div
        ref={ref}
        className={cx('gc-screen gc-balance', className)}
        data-state={status}
        {...rest}
      >
        <SearchBox
          id={`${id}-search`}
          className="gc-balance-search"
          label="Search brands"
          value={query}
          disabled={!loaded}
          onValueChange={setQuery}
        />
        {status === 'loading' ? (
          <StatusMessage kind="loading">Loading brands…</StatusMessage>
        ) : null}
        {status === 'error' ? (
          <StatusMessage kind="error" onRetry={onRetry}>
            {BRANDS_LOAD_ERROR}
          </StatusMessage>
        ) : null}
        {loaded ? (
          <>
            <SearchFeedback
              count={needle ? matches.length : null}
              query={needle}
              total={sorted.length}
              onClear={() => setQuery('')}
            />
            {needle ? null : (
              <nav className="gc-balance-index" aria-label="Brands A to Z">
                <ul>
                  {INDEX_LETTERS.map((letter) =>
                    firstByLetter.has(letter) ? (
                      <li key={letter}>
                        <a
                          href={`#${letterId(letter)}`}
                          aria-label={letter === '#' ? 'Numbers and symbols' : undefined}
                          onClick={(event) => goTo(event, letter)}
                        >
                          {letter}
                        </a>
                      </li>
                    ) : letter === '#' ? null : (
                      <li key={letter} aria-hidden="true" data-state="empty">
                        {letter}
                      </li>
                    ),
                  )}
                </ul>
              </nav>
            )}
            <div ref={list} className="gc-balance-list">
              {groups.map((group, index) => (
                <div key={`${group.letter}-${index}`} className="gc-balance-group">
                  {group.first ? (
                    <h2 id={letterId(group.letter)} className="gc-balance-letter" tabIndex={-1}>
                      {group.letter}
                    </h2>
                  ) : null}
                  <ul className="gc-balance-rows">
                    {group.items.map((brand) => (
                      <Row
                        key={brand.id}
                        brand={brand}
                        href={brandRoute(brand.id)}
                        onSelect={onBrandSelect}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {page.remaining > 0 ? (
              <button
                ref={page.moreRef}
                type="button"
                className="gc-button gc-balance-more"
                data-variant="secondary"
                onClick={page.showMore}
              >
                Show more brands ({page.remaining} more)
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    );
  },
);
