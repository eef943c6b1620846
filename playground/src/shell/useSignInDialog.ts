import { useState } from 'react';
import { hasNativeBridge } from '@giftcash/core';
import type { AuthContextValue } from './auth';

/**
 * The web sign-in form: open while sign-in is asked for and no native app takes it (with a bridge
 * the request becomes a `sign-in` message), and mounted from the first request on, so it can hand
 * focus back when it closes.
 */
export function useSignInDialog(signInRequest: AuthContextValue['signInRequest']): {
  open: boolean;
  mounted: boolean;
} {
  const open = signInRequest !== null && !hasNativeBridge();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return { open, mounted };
}
