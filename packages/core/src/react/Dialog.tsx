'use client';

import {
  useId,
  useLayoutEffect,
  cloneElement,
  isValidElement,
  useContext,
  useRef,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from './useControllableState';
import { createLazyModule, useLazyModule } from './lazyModule';
import { sharedContext } from './sharedContext';
import { composeEventHandlers } from '../interaction/composeEventHandlers';
import { cx } from '../interaction/cx';

/**
 * Radix Dialog (with its focus trap and scroll lock, ~12 KB min+gzip) loads on demand: when a
 * dialog first opens, or when the browser is idle after a page with a dialog trigger mounts.
 * Pages that never open a dialog never pay for it.
 */
export const dialogModule = createLazyModule(() => import('./DialogImpl'));

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** One-line description under the title (its accessible description). */
  description?: ReactNode;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Content. */
  children?: ReactNode;
  /** Extra class on the content panel. */
  className?: string;
  /** Label of the close button. @default "Close" */
  closeLabel?: string;
}

const CloseContext = sharedContext<(() => void) | null>('dialog-close@1', null);

/** useLayoutEffect in the browser, nothing on the server (no warning during server rendering). */
const useLayoutEffectSafe = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * The one modal dialog every GiftCash screen uses: Radix Dialog (focus trap, Escape and
 * outside click close, focus back to the trigger) with GiftCash styling.
 */
export function Dialog({
  title,
  description,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  children,
  className,
  closeLabel = 'Close',
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Dialog',
  });
  const returnFocus = useRef<HTMLElement | null>(null);
  const openedByTrigger = useRef(false);
  // Marks the trigger, so focus can still find it if the element that opened the dialog was
  // replaced meanwhile (e.g. a Suspense fallback swapped for the real trigger).
  const triggerId = useId();
  // Opened from outside (controlled, no trigger): focus goes back to what had it when it opened.
  // Radix's onCloseAutoFocus (in DialogImpl) moves focus there when the dialog closes.
  useLayoutEffectSafe(() => {
    if (!open) return;
    if (
      !openedByTrigger.current &&
      typeof document !== 'undefined' &&
      document.activeElement instanceof HTMLElement &&
      document.activeElement !== document.body
    ) {
      returnFocus.current = document.activeElement;
    }
    openedByTrigger.current = false;
  }, [open]);
  const impl = useLazyModule(dialogModule, { needed: open });
  const Impl = impl?.DialogImpl;

  const triggerElement =
    trigger && isValidElement(trigger)
      ? cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onClick: composeEventHandlers(
            (trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void }).onClick,
            (event: MouseEvent<HTMLElement>) => {
              returnFocus.current = event.currentTarget;
              openedByTrigger.current = true;
              setOpen(true);
            },
          ),
          'data-gc-dialog-trigger': triggerId,
        } as Record<string, unknown>)
      : null;

  return (
    <>
      {triggerElement}
      {Impl ? (
        <CloseContext.Provider value={() => setOpen(false)}>
          <Impl
            open={open}
            onOpenChange={setOpen}
            title={title}
            description={description}
            className={cx('gc-dialog', className)}
            closeLabel={closeLabel}
            returnFocus={returnFocus}
            triggerId={trigger ? triggerId : undefined}
          >
            {children}
          </Impl>
        </CloseContext.Provider>
      ) : null}
    </>
  );
}

/** Props of {@link DialogClose}: a button's, plus `asChild`. */
export interface DialogCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Put the close behaviour on the single child element instead of rendering a button. */
  asChild?: boolean;
}

/** Closes the surrounding {@link Dialog} when clicked. */
export function DialogClose({ asChild, children, onClick, ...rest }: DialogCloseProps) {
  const close = useContext(CloseContext);
  const handle = composeEventHandlers(onClick, () => close?.());
  if (
    asChild &&
    isValidElement<{ onClick?: (event: MouseEvent<HTMLButtonElement>) => void }>(children)
  ) {
    const childClick = children.props.onClick;
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        childClick?.(event);
        handle(event);
      },
    });
  }
  return (
    <button type="button" {...rest} onClick={handle}>
      {children}
    </button>
  );
}
