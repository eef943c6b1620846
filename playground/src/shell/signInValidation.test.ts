import { describe, expect, it } from 'vitest';
import { isEmail, SIGN_IN_MESSAGES, validateSignIn } from './signInValidation';

describe('validateSignIn', () => {
  it('requires both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: SIGN_IN_MESSAGES.emailRequired,
      password: SIGN_IN_MESSAGES.passwordRequired,
    });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({
      email: SIGN_IN_MESSAGES.emailRequired,
    });
  });

  it('checks the e-mail format', () => {
    for (const bad of [
      'jo',
      'jo@',
      '@example.com',
      'jo@example',
      'jo smith@example.com',
      'jo@@example.com',
      'jo@example.',
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
    for (const good of ['jo@example.com', 'jo.smith+gc@mail.example.co.uk', ' jo@example.com ']) {
      expect(isEmail(good), good).toBe(true);
    }
    expect(validateSignIn({ email: 'jo@example', password: 'x' })).toEqual({
      email: SIGN_IN_MESSAGES.emailFormat,
    });
  });

  it('accepts any non-empty password (no other bounds in the spec)', () => {
    expect(validateSignIn({ email: 'jo@example.com', password: ' ' })).toEqual({});
  });
});
