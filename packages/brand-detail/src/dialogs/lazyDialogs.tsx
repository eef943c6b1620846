'use client';

import { useState, type ComponentType, type ReactElement } from 'react';
import { createLazyModule, useLazyModule } from '@giftcash/core/react';
import type { BuyDialogProps, TermsDialogProps } from './BrandDialogs';

/**
 * The brand page's on-demand parts: the Buy and Terms dialogs (they pull in the dialog and QR code
 * code paths) and the unknown brand's state, in a chunk of their own.
 */
export const brandDialogsModule = createLazyModule(() => import('./BrandDialogs'));

/**
 * A dialog of the chunk with its trigger. Until the dialog is first opened and its chunk is in (and
 * on the server, where nothing suspends) the host's trigger renders on its own (marked by the host
 * with `aria-haspopup="dialog"`); its click handler works either way, and an open dialog loads its chunk at once. The
 * trigger stays the very element on the page until then: swapping it for the dialog's copy as soon
 * as the chunk arrived (it is preloaded once the browser is idle after mount) replaced the button under a
 * press that had begun, and the press was lost (mousedown on one element, mouseup on another, no
 * click). Once opened, the dialog stays drawn.
 */
function lazyDialog<P extends { trigger: ReactElement; open: boolean }>(
  pick: (module: Awaited<ReturnType<typeof brandDialogsModule.load>>) => ComponentType<P>,
) {
  return function LazyDialog(props: P): ReactElement {
    const loaded = useLazyModule(brandDialogsModule, { needed: props.open });
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    const Dialog = loaded && opened ? pick(loaded) : null;
    return Dialog ? <Dialog {...props} /> : props.trigger;
  };
}

/** The Buy Securely button with its app download dialog. */
export const LazyBuy = lazyDialog<BuyDialogProps>((module) => module.BuyDialog);

/** The View Terms button with its Terms and Conditions dialog. */
export const LazyTerms = lazyDialog<TermsDialogProps>((module) => module.TermsDialog);
