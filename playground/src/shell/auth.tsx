import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { readStorage, writeStorage } from '@giftcash/core';
import { useGiftcash } from '@giftcash/core/react';

/** localStorage key of the spec's signed-in flag (`"true"` when signed in). */
export const SIGNED_IN_KEY = 'giftcash:signed-in';
const CHANNEL = 'giftcash:auth';

export interface SignInRequest {
  /** Where to take the visitor once signed in (the guarded page they opened). */
  returnTo?: string;
}

export interface AuthContextValue {
  signedIn: boolean;
  /** Checks credentials with the data provider's `signIn` when it has one, then sets the flag. Rejects with a showable message. */
  signIn(email: string, password: string): Promise<void>;
  /** Clears the flag, tells other tabs, and goes to `/`. */
  signOut(): void;
  /** The app's word on the session (app mode: a `session` message or `signed-in=`): sets or clears the flag without a password. */
  setSessionFromApp(signedIn: boolean): void;
  /**
   * Bumped on every change of the session (sign-in, sign-out, here or in another tab, or the
   * app's word), together with the provider's `resetSession`. Reads of the signed-in person are
   * keyed on it, so nothing read for one session is shown under the next.
   */
  session: number;
  /** The last sign-in or sign-out to confirm to the visitor (a polite toast), or `null`. */
  notice: AuthNotice | null;
  /** Forgets {@link notice} (the toast closed). */
  dismissNotice(): void;
  /** Asks the site chrome to open the sign-in modal. */
  requestSignIn(request?: SignInRequest): void;
  /** The pending sign-in request, or `null` when the modal should be closed. */
  signInRequest: SignInRequest | null;
  /** Closes the sign-in modal without signing in. */
  dismissSignIn(): void;
}

/** A sign-in or sign-out to confirm; `id` tells two equal notices in a row apart. */
export interface AuthNotice {
  kind: 'signed-in' | 'signed-out';
  id: number;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const readFlag = () => readStorage(SIGNED_IN_KEY) === 'true';

/**
 * The signed-in state of the spec: a flag in localStorage, kept in sync across tabs (storage
 * event, plus a BroadcastChannel for when storage is unavailable) and on window focus.
 * Signing out, or the flag turning false, sends the visitor to `/`. Every change of the state
 * (here or in another tab) calls the provider's `resetSession`, so cached answers and requests
 * of the last person never reach the next one.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { provider } = useGiftcash();
  const [, navigate] = useLocation();
  const [signedIn, setSignedIn] = useState(readFlag);
  const [signInRequest, setSignInRequest] = useState<SignInRequest | null>(null);
  const [session, setSession] = useState(0);
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  const signedInRef = useRef(signedIn);
  const channelRef = useRef<BroadcastChannel | null>(null);

  // Every session change drops the provider's personal cache and bumps `session` together.
  const resetSession = useCallback(() => {
    provider.resetSession?.();
    setSession((n) => n + 1);
  }, [provider]);
  const confirm = useCallback(
    (kind: AuthNotice['kind']) => setNotice((last) => ({ kind, id: (last?.id ?? 0) + 1 })),
    [],
  );

  const apply = useCallback(
    (next: boolean, announce = true) => {
      const was = signedInRef.current;
      signedInRef.current = next;
      // Signed out or in elsewhere: nothing cached for the last person may be shown to the next.
      if (was !== next) {
        resetSession();
        // A change made in another tab is confirmed here too: the page changes under the visitor.
        if (announce) confirm(next ? 'signed-in' : 'signed-out');
      }
      setSignedIn(next);
      if (was && !next) navigate('/', { replace: true });
    },
    [resetSession, confirm, navigate],
  );

  useEffect(() => {
    const sync = () => apply(readFlag());
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGNED_IN_KEY || event.key === null) sync();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', sync);
    let channel: BroadcastChannel | null = null;
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<{ signedIn?: unknown }>) => {
        if (typeof event.data?.signedIn === 'boolean') apply(event.data.signedIn);
      };
      channelRef.current = channel;
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', sync);
      channel?.close();
      channelRef.current = null;
    };
  }, [apply]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      if (provider.signIn) await provider.signIn(email, password);
      resetSession();
      writeStorage(SIGNED_IN_KEY, 'true');
      channelRef.current?.postMessage({ signedIn: true });
      signedInRef.current = true;
      setSignedIn(true);
      confirm('signed-in');
      const returnTo = signInRequest?.returnTo;
      setSignInRequest(null);
      // The guard asks with the page it sits on: no navigation (and no extra history entry) needed.
      if (returnTo && returnTo !== `${window.location.pathname}${window.location.search}`)
        navigate(returnTo);
    },
    [provider, signInRequest, navigate, resetSession, confirm],
  );

  const signOut = useCallback(() => {
    writeStorage(SIGNED_IN_KEY, null);
    channelRef.current?.postMessage({ signedIn: false });
    resetSession();
    provider.signOut?.().catch(() => undefined);
    signedInRef.current = false;
    setSignedIn(false);
    confirm('signed-out');
    navigate('/', { replace: true });
  }, [provider, navigate, resetSession, confirm]);

  const setSessionFromApp = useCallback(
    (next: boolean) => {
      writeStorage(SIGNED_IN_KEY, next ? 'true' : null);
      channelRef.current?.postMessage({ signedIn: next });
      setSignInRequest(null);
      // The app confirms its own sign-in and sign-out: no toast in its webview.
      apply(next, false);
    },
    [apply],
  );

  const requestSignIn = useCallback((request: SignInRequest = {}) => setSignInRequest(request), []);
  const dismissSignIn = useCallback(() => setSignInRequest(null), []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      signedIn,
      signIn,
      signOut,
      setSessionFromApp,
      session,
      notice,
      dismissNotice,
      signInRequest,
      requestSignIn,
      dismissSignIn,
    }),
    [
      signedIn,
      signIn,
      signOut,
      setSessionFromApp,
      session,
      notice,
      dismissNotice,
      signInRequest,
      requestSignIn,
      dismissSignIn,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value)
    throw new Error('useAuth: render inside <AuthProvider> (mounted by the site Layout).');
  return value;
}

/**
 * Guards the account pages: a visitor who is not signed in sees a sign-in prompt (and the
 * sign-in modal opens); once signed in they land on the page they opened. Account data is
 * never rendered for a signed-out visitor.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn, requestSignIn } = useAuth();
  const [pathname] = useLocation();
  const search = useSearch();
  // The address exactly as the visitor has it (wouter's `search` is decoded).
  const here = () => `${window.location.pathname}${window.location.search}`;
  // A visitor who was signed in here and has just been signed out (e.g. from another tab) is on
  // their way to `/`: the modal is only for visitors who arrive signed out.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (!signedIn && !wasSignedIn.current) requestSignIn({ returnTo: here() });
    wasSignedIn.current = signedIn;
    // Only when the guard first meets a signed-out visitor on this path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, pathname, search]);
  if (signedIn) return <>{children}</>;
  return (
    <section className="site-guard" aria-labelledby="guard-title">
      <h1 id="guard-title">Sign in to your account</h1>
      <p>Your profile, gift card wallet, rewards and referrals are available once you sign in.</p>
      <button
        type="button"
        className="gc-button"
        onClick={() => requestSignIn({ returnTo: here() })}
      >
        Sign in
      </button>
    </section>
  );
}
