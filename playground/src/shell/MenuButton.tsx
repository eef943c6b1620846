import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { OUTBOUND_REL } from '@giftcash/core';
import { Link, cx, useDismiss } from '@giftcash/core/react';

export interface MenuItem {
  /** Stable key. */
  key: string;
  /** Visible text (and accessible name) of the item. */
  label: string;
  /** Destination; in-site paths go through the router, `external` ones open in a new tab. */
  href?: string;
  /** Outbound link: new tab, `rel="noopener noreferrer"`. */
  external?: boolean;
  /** Action for an item without `href` (rendered as a button). */
  onSelect?: () => void;
}

export interface MenuButtonProps {
  /** Content of the button (text and/or icon). */
  children: ReactNode;
  /** Accessible name of the button when its content is only an icon. */
  label?: string;
  /** The items of the menu. */
  items: readonly MenuItem[];
  /** Extra class on the wrapper. */
  className?: string;
  /** Class of the button. @default "site-menu-button" */
  buttonClassName?: string;
  /** Which edge of the button the menu lines up with. @default "start" */
  align?: 'start' | 'end';
  /** Text shown above the items in the popup, outside the menu (e.g. "Signed in as Jane"). */
  heading?: ReactNode;
}

/**
 * A menu button (WAI-ARIA APG menu pattern): Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; ArrowUp/ArrowDown/Home/End move between items; Escape closes it
 * and returns focus to the button; Tab or a click outside closes it.
 */
export function MenuButton({
  children,
  label,
  items,
  className,
  buttonClassName = 'site-menu-button',
  align = 'start',
  heading,
}: MenuButtonProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A press outside closes; Escape is the menu's own key handling (below), which returns focus.
  useDismiss(wrapperRef, { open, escape: false, onDismiss: () => close(false) });

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: jump to the next item starting with the typed character.
      const char = event.key.toLowerCase();
      const order = items.map((_, i) => (active + 1 + i) % items.length);
      const match = order.find((i) => items[i]?.label.toLowerCase().startsWith(char));
      if (match !== undefined) setActive(match);
    }
  };

  const menu = (
    <ul
      id={menuId}
      role="menu"
      aria-labelledby={buttonId}
      className={heading ? 'site-menu-list site-menu-list-inner' : 'site-menu-list'}
      data-align={heading ? undefined : align}
      hidden={!open}
      onKeyDown={onMenuKeyDown}
    >
      {items.map((item, index) => {
        const common = {
          ref: (node: HTMLElement | null) => {
            itemRefs.current[index] = node;
          },
          role: 'menuitem',
          tabIndex: -1,
          className: 'site-menu-item',
        } as const;
        return (
          <li key={item.key} role="none">
            {item.href && item.external ? (
              <a
                {...common}
                href={item.href}
                target="_blank"
                rel={OUTBOUND_REL}
                onClick={() => close(false)}
              >
                {item.label}
                <span className="gc-visually-hidden"> (opens in a new tab)</span>
                <ExternalIcon />
              </a>
            ) : item.href ? (
              <Link {...common} href={item.href} onClick={() => close(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                {...common}
                type="button"
                onClick={() => {
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div
      ref={wrapperRef}
      className={cx('site-menu', className)}
      data-state={open ? 'open' : 'closed'}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
        <svg
          className="site-menu-caret"
          viewBox="0 0 16 16"
          width="14"
          height="14"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {heading ? (
        <div className="site-menu-popup" data-align={align} hidden={!open}>
          <p className="site-menu-heading">{heading}</p>
          {menu}
        </div>
      ) : (
        menu
      )}
    </div>
  );
}

/** Small "opens elsewhere" arrow for outbound links. */
export function ExternalIcon() {
  return (
    <svg
      className="site-external-icon"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
