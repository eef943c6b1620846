import { AppDownloadDialog } from '@giftcash/core/react';

export interface SignUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page the app opens at after signing in (inside an app webview). */
  currentPath: string;
}

/** The header's Sign Up popup, the app download dialog: a chunk of its own (see SignUpButton). */
export function SignUpDialog({ open, onOpenChange, currentPath }: SignUpDialogProps) {
  return (
    <AppDownloadDialog
      title="Sign up in the GiftCash app"
      nativeMessage={{ type: 'sign-in', returnTo: currentPath }}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
