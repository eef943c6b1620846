import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useControllableState } from './useControllableState';

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
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange, name: 'Dialog' });
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="gc-dialog-overlay" />
        <RadixDialog.Content
          className={['gc-dialog', className].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="gc-dialog-header">
            <RadixDialog.Title className="gc-dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="gc-dialog-close" aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="gc-dialog-description">{description}</RadixDialog.Description> : null}
          <div className="gc-dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding {@link Dialog} when clicked (wraps one element). */
export const DialogClose = RadixDialog.Close;
