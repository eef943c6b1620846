import { useEffect, useState } from 'react';
import type { Profile } from '@giftcash/core';
import { useGiftcash } from '@giftcash/core/react';

/** What the header shows of the signed-in person. */
export interface PersonSummary {
  /** First name to greet with, or `''` when the profile has none. */
  firstName: string;
  /** One or two upper-case letters for the avatar, or `''` (then a generic person icon). */
  initials: string;
}

// Controls, format characters (bidi overrides, zero-width joiners…) and surrogates on their own.
const UNSHOWN = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const clean = (value: unknown): string =>
  typeof value === 'string' ? value.replace(UNSHOWN, '').replace(/\s+/g, ' ').trim() : '';
/** The first letter of a word (a whole code point), upper-cased; `''` when it starts with no letter. */
const initialOf = (word: string): string => {
  const first = Array.from(word)[0] ?? '';
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase('en-GB') : '';
};

/**
 * The header's view of a profile: first name (else the first word of `name`) and initials from the
 * first name and surname. Hostile or empty values give `''`, never markup or control characters.
 */
export function personFromProfile(
  profile: Partial<Pick<Profile, 'first_name' | 'surname' | 'name'>> | null | undefined,
): PersonSummary {
  const words = clean(profile?.name).split(' ').filter(Boolean);
  const firstName = clean(profile?.first_name) || words[0] || '';
  const surname =
    clean(profile?.surname) || (words.length > 1 ? (words[words.length - 1] ?? '') : '');
  const initials = `${initialOf(firstName)}${initialOf(surname)}`;
  return { firstName, initials };
}

interface Read {
  session: number;
  person: PersonSummary | null;
}

/**
 * Reads the signed-in person for the header through the provider's `getProfile` (the same cache
 * the account pages use, dropped by `resetSession`). Keyed on the auth `session`: a new session
 * aborts the read in flight and hides the last value at once, so one person's name never shows
 * under another's session. `undefined` while reading (or signed out), `null` when the read failed.
 *
 * The read is also tied to the page (`path`): a navigation aborts it before the next page reads,
 * just as the page's own reads are, so the header never keeps alive a request the pages gave up
 * (e.g. one started just as the session changed); the name shown stays until the new answer.
 */
export function useSignedInPerson(
  signedIn: boolean,
  session: number,
  path = '',
): PersonSummary | null | undefined {
  const { provider } = useGiftcash();
  const [read, setRead] = useState<Read | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    const controller = new AbortController();
    provider.getProfile({ signal: controller.signal }).then(
      (response) => {
        if (!controller.signal.aborted)
          setRead({ session, person: personFromProfile(response.profile) });
      },
      () => {
        if (!controller.signal.aborted) setRead({ session, person: null });
      },
    );
    return () => controller.abort();
  }, [provider, signedIn, session, path]);
  return signedIn && read?.session === session ? read.person : undefined;
}
