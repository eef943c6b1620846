'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface DialogImplProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The content's whole class, `gc-dialog` included (joined by `Dialog`, so this on-demand chunk needs no helper). */
  className: string;
  closeLabel: string;
  /** Element to focus when the dialog closes (the trigger). */
  returnFocus: RefObject<HTMLElement | null>;
  /** `data-gc-dialog-trigger` value of the trigger, to find it again if `returnFocus` was replaced. */
  triggerId?: string | undefined;
}

function findTrigger(id: string | undefined): HTMLElement | null {
  if (!id || typeof document === 'undefined') return null;
  const found = document.querySelector(`[data-gc-dialog-trigger="${CSS.escape(id)}"]`);
  return found instanceof HTMLElement ? found : null;
}

/** The Radix half of {@link Dialog}: focus trap, Escape/outside click, scroll lock, portal. Loaded on demand. */
export function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  closeLabel,
  returnFocus,
  triggerId,
}: DialogImplProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="gc-dialog-overlay" />
        <RadixDialog.Content
          className={className}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const remembered = returnFocus.current;
            const target =
              remembered && remembered.isConnected ? remembered : findTrigger(triggerId);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="gc-dialog-header">
            <RadixDialog.Title className="gc-dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="gc-dialog-close" aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="gc-dialog-description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="gc-dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
