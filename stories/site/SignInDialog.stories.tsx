import { useEffect, useState } from 'react';
import type { Story } from '@ladle/react';
import { GiftcashError } from '@giftcash/core';
import { SignInDialog } from '../../playground/src/shell/SignInDialog';

export default { title: 'Site / Sign-in dialog' };

/** Open, empty: submit to see the inline validation. */
export const Default: Story = () => (
  <SignInDialog open onOpenChange={() => undefined} onSignIn={() => undefined} />
);

/** Opened from a button; a valid sign-in closes it and shows the e-mail used. */
export const Controlled: Story = () => {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <button type="button" className="gc-button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <p>{email ? `Signed in as ${email}` : 'Signed out'}</p>
      <SignInDialog
        open={open}
        onOpenChange={setOpen}
        onSignIn={(values) => {
          setEmail(values.email);
          setOpen(false);
        }}
      />
    </>
  );
};

/** A provider that checks credentials and answers slowly: shows "Signing in…". */
export const Loading: Story = () => (
  <SignInDialog
    open
    onOpenChange={() => undefined}
    onSignIn={() => new Promise<void>(() => undefined)}
  />
);

/** A provider whose sign-in fails: its message shows in the form. */
export const Error: Story = () => (
  <SignInDialog
    open
    onOpenChange={() => undefined}
    onSignIn={() =>
      Promise.reject(new GiftcashError('http', 'Incorrect email or password. Please try again.'))
    }
  />
);

/** The dark theme's tokens (the dialog is portalled to <body>, so the story sets the theme on <html>). */
export const Dark: Story = () => {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    // After Ladle's provider applied its own theme switch.
    const timer = window.setTimeout(() => (root.dataset.theme = 'dark'), 0);
    return () => {
      window.clearTimeout(timer);
      if (before) root.dataset.theme = before;
    };
  }, []);
  return (
    <div>
      <button type="button" className="gc-button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SignInDialog open={open} onOpenChange={setOpen} onSignIn={() => undefined} />
    </div>
  );
};
