import type { ReactNode } from 'react';
import { Dialog } from '@giftcash/core/react';

/** A secondary button that opens a dialog of the same title (How to Play, Prizes & Odds). */
export function InfoDialog({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Dialog
      title={title}
      trigger={
        <button type="button" className="gc-button" data-variant="secondary">
          {title}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
