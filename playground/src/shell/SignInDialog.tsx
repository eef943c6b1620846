import './chrome.css';
import './SignInDialog.css';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@giftcash/core';
import { Dialog, Link } from '@giftcash/core/react';
import { validateSignIn, type SignInErrors, type SignInValues } from './signInValidation';

export interface SignInDialogProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Called when the modal asks to close (close button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /**
   * Signs in with valid values. A rejection is shown in the form (its message when it has
   * one); resolving closes nothing by itself: the owner closes the modal.
   */
  onSignIn: (values: SignInValues) => Promise<void> | void;
  /** Line under the title. @default "Sign in to see your profile, gift card wallet and rewards." */
  description?: string;
}

const EMPTY: SignInValues = { email: '', password: '' };

/**
 * The sign-in modal: email (required, e-mail format) and password (required), inline errors
 * tied to their fields (`aria-invalid`, `aria-describedby`), focus on the first invalid field,
 * and the sign-in error of the data provider when it has one.
 */
export function SignInDialog({
  open,
  onOpenChange,
  onSignIn,
  description = 'Sign in to see your profile, gift card wallet and rewards.',
}: SignInDialogProps) {
  return (
    <>
      <Dialog
        title="Sign in"
        description={description}
        open={open}
        onOpenChange={onOpenChange}
        className="site-signin"
      >
        {open ? <SignInForm onSignIn={onSignIn} onLeave={() => onOpenChange(false)} /> : null}
      </Dialog>
      <ReturnFocus open={open} />
    </>
  );
}

/** The modal has no trigger element, so focus goes back by hand to where it was before opening. */
function ReturnFocus({ open }: { open: boolean }) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      previous.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = previous.current;
    previous.current = null;
    if (!target) return;
    const timer = window.setTimeout(() => {
      if (
        target.isConnected &&
        (document.activeElement === document.body || document.activeElement === null)
      )
        target.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  return null;
}

function SignInForm({
  onSignIn,
  onLeave,
}: {
  onSignIn: SignInDialogProps['onSignIn'];
  /** Closes the modal as a link inside it leaves for another page. */
  onLeave: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<SignInValues>(EMPTY);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof SignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, errors follow the input as it is corrected.
    if (submitted) setErrors(validateSignIn(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateSignIn(values);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSignIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure(errorMessage(error, 'Sign-in failed. Please try again.'));
      setPending(false);
    }
  };

  const field = (name: keyof SignInValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    required: true,
    className: 'site-input',
  });

  return (
    <form className="site-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <div className="site-field">
        <label htmlFor={`${id}-email`}>Email address</label>
        <input
          ref={emailRef}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          {...field('email')}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="site-field-error">
            <span aria-hidden="true">! </span>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="site-field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        {errors.password ? (
          <p id={`${id}-password-error`} className="site-field-error">
            <span aria-hidden="true">! </span>
            {errors.password}
          </p>
        ) : null}
        {/* A way forward for a forgotten password: passwords are reset where accounts are made. */}
        <p className="site-form-forgot">
          Forgotten your password? Reset it in the GiftCash app, or{' '}
          <Link href="/contact" onClick={onLeave}>
            contact us
          </Link>
          .
        </p>
      </div>
      {failure ? (
        <p role="alert" className="site-form-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="gc-button site-form-submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="site-form-note">New to GiftCash? Accounts are created in the GiftCash app.</p>
    </form>
  );
}
