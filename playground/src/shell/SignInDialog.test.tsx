import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GiftcashError } from '@giftcash/core';
import { SignInDialog, type SignInDialogProps } from './SignInDialog';
import { SIGN_IN_MESSAGES } from './signInValidation';

function Harness({ onSignIn }: Pick<SignInDialogProps, 'onSignIn'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SignInDialog open={open} onOpenChange={setOpen} onSignIn={onSignIn} />
    </>
  );
}

const fields = () => ({
  email: screen.getByLabelText('Email address'),
  password: screen.getByLabelText('Password'),
  submit: screen.getByRole('button', { name: 'Sign in' }),
});

describe('SignInDialog', () => {
  it('a visitor who forgot their password is told where to reset it, and Contact us closes the modal', async () => {
    const user = userEvent.setup();
    render(<Harness onSignIn={vi.fn()} />);
    expect(
      screen.getByText(/Forgotten your password\? Reset it in the GiftCash app/),
    ).toBeVisible();
    const contact = screen.getByRole('link', { name: 'contact us' });
    expect(contact).toHaveAttribute('href', '/contact');
    contact.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(contact);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows both required errors, tied to their fields, and focuses the email', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(<Harness onSignIn={onSignIn} />);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    const { email, password, submit } = fields();
    await user.click(submit);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(SIGN_IN_MESSAGES.emailRequired);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(SIGN_IN_MESSAGES.passwordRequired);
    expect(email).toHaveFocus();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, then moves focus to the first field still invalid', async () => {
    const user = userEvent.setup();
    render(<Harness onSignIn={vi.fn()} />);
    const { email, password, submit } = fields();
    await user.type(email, 'jo@example');
    await user.click(submit);
    expect(screen.getByText(SIGN_IN_MESSAGES.emailFormat)).toBeVisible();
    expect(email).toHaveFocus();
    await user.type(email, '.com');
    // Errors follow the input once the form was submitted.
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(submit);
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in with trimmed valid values', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn().mockResolvedValue(undefined);
    render(<Harness onSignIn={onSignIn} />);
    const { email, password } = fields();
    await user.type(email, '  jo@example.com ');
    await user.type(password, 'secret{Enter}');
    expect(onSignIn).toHaveBeenCalledWith({ email: 'jo@example.com', password: 'secret' });
  });

  it("shows the provider's sign-in error and lets the visitor try again", async () => {
    const user = userEvent.setup();
    const onSignIn = vi
      .fn()
      .mockRejectedValueOnce(new GiftcashError('network', 'Incorrect email or password'))
      .mockResolvedValueOnce(undefined);
    render(<Harness onSignIn={onSignIn} />);
    const { email, password, submit } = fields();
    await user.type(email, 'jo@example.com');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with Escape and starts empty when opened again', async () => {
    const user = userEvent.setup();
    render(<Harness onSignIn={vi.fn()} />);
    await user.type(fields().email, 'jo@example.com');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(fields().email).toHaveValue('');
  });
});
