import { useEffect } from 'react';
import { hasNativeBridge, listenToNativeApp, postToNativeApp } from '@giftcash/core';
import { appSessionParam, resolveAppMode, sitePath } from './appMode';
import type { AuthContextValue } from './auth';

type Session = Pick<
  AuthContextValue,
  'signedIn' | 'setSessionFromApp' | 'signInRequest' | 'dismissSignIn'
>;

/**
 * The session as the native app knows it, in its webview: the app says whether the person is
 * signed in when it opens the page (`?signed-in=1|0`, read on every new address) and later with
 * `session` messages; a sign-in the page asks for goes to the app as a `sign-in` message (with
 * the page to return to) instead of the web form.
 */
export function useNativeSession(search: string, appMode: boolean, auth: Session): void {
  const { signInRequest, dismissSignIn, setSessionFromApp } = auth;

  useEffect(() => {
    // The address's own mode (the state may still hold the previous address's).
    const session = appSessionParam(search, resolveAppMode(search));
    if (session !== null && session !== auth.signedIn) setSessionFromApp(session);
    // Only when the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  useEffect(() => {
    if (!signInRequest || !hasNativeBridge()) return;
    postToNativeApp({
      type: 'sign-in',
      // Without a return address, the page at the moment of the request.
      returnTo: sitePath(
        ...splitPath(
          signInRequest.returnTo ?? `${window.location.pathname}${window.location.search}`,
        ),
      ),
    });
    dismissSignIn();
  }, [signInRequest, dismissSignIn]);

  useEffect(() => {
    if (!appMode && !hasNativeBridge()) return undefined;
    return listenToNativeApp((message) => setSessionFromApp(message.signedIn));
  }, [appMode, setSessionFromApp]);
}

/** `/a/b?c=d` → [`/a/b`, `?c=d`]. */
function splitPath(path: string): [string, string] {
  const at = path.indexOf('?');
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}
