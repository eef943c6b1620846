'use client';

import { errorMessage, InvalidResponseError, type ProfileResponse } from '@giftcash/core';
import { StatusMessage, useResource, type ResourceState } from '@giftcash/core/react';
import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from './Heading';

export interface ScreenStatusProps {
  /** `loading`, `error` or `empty`. */
  kind: 'loading' | 'error' | 'empty';
  /** Text for loading and empty; for errors, a message shown as is (instead of `Error: {message}`). */
  text?: string;
  /** The failure (errors show `Error: {message}`). */
  error?: unknown;
  /** Message when the failure has none. */
  fallback?: string;
  /** Retry button for errors. */
  onRetry?: () => void;
}

/**
 * The words a person sees for a failure: its message (the spec's `Request failed with status code
 * 500`, `Network Error`…), but never a validator's report (`Invalid profile response: …`), which
 * is for developers (it stays on the error object): that shows the screen's own default instead.
 */
export const failureText = (error: unknown, fallback?: string): string =>
  error instanceof InvalidResponseError
    ? (fallback ?? 'An error occurred')
    : errorMessage(error, fallback);

/** The spec's screen states: loading text, `Error: {message}` with Retry, or the empty text. */
export function ScreenStatus({ kind, text, error, fallback, onRetry }: ScreenStatusProps) {
  if (kind === 'error') {
    return (
      <StatusMessage kind="error" {...(onRetry ? { onRetry } : {})}>
        {text ?? `Error: ${failureText(error, fallback)}`}
      </StatusMessage>
    );
  }
  return <StatusMessage kind={kind}>{text ?? ''}</StatusMessage>;
}

/**
 * Whether the profile call's answer holds a profile. Validation in core guarantees it (the type
 * says so); this one check is for a provider of your own that skips validation.
 */
export const hasProfile = (data: ProfileResponse): boolean =>
  typeof data.profile === 'object' && data.profile !== null;

/** The spec's texts of a screen. */
export interface ScreenTexts {
  /** The screen's title, kept while loading or failed so the page always has its heading. */
  title: string;
  /** Shown while loading, e.g. `Loading profile...`. */
  loading: string;
  /** A failure shows `Error: {message}`, or `Error: {error}` when it has no message. */
  error: string;
  /** Shown when the read answered with nothing to show, e.g. `No profile data found.`. */
  empty: string;
}

export interface ResourceScreenProps<T> {
  /** The screen's texts. */
  texts: ScreenTexts;
  /** Level of the title. @default 1 */
  headingLevel?: HeadingLevel | undefined;
  /** The read behind the screen (`useResource`). */
  resource: ResourceState<T>;
  /** Whether the answer has anything to show. @default it is not `null` or `undefined` */
  hasData?: ((data: T) => boolean) | undefined;
  /** The message (shown as an error with Retry) when a part the view needs is missing, else `null`. */
  missing?: ((data: T) => string | null) | undefined;
  /**
   * What to show when validation rejected the answer (an {@link InvalidResponseError}), in the
   * spec's words. @default `Error: {texts.error}`
   */
  invalid?: ((error: InvalidResponseError) => InvalidAnswerState) | undefined;
  /** The view, once there is data. */
  children: (data: T) => ReactNode;
}

/** A rejected answer shown as the empty text (no data) or as an error message with Retry. */
export interface InvalidAnswerState {
  kind: 'empty' | 'error';
  text: string;
}

/** The spec's wording for a profile call whose profile is present but malformed. */
export const PROFILE_MALFORMED = 'Profile data is missing or malformed.';

/**
 * Whether validation rejected the profile call because there is no profile at all (the answer or
 * its `profile` is `null`, missing or not an object), as opposed to a profile with a bad field.
 */
export const isProfileAbsent = (error: InvalidResponseError): boolean =>
  error.endpoint === 'profile' && (error.path === '' || error.path === 'profile');

/**
 * The profile call's rejected answers in the spec's words: no profile shows `absent` (by default
 * the screen's empty text, e.g. `No profile data found.`), a malformed one `Profile data is
 * missing or malformed.`. Both come with Retry (the server answered something unusable; the next
 * answer may be whole). The validator's own report never reaches the page.
 */
export const profileInvalid =
  (texts: ScreenTexts, absent: InvalidAnswerState = { kind: 'error', text: texts.empty }) =>
  (error: InvalidResponseError): InvalidAnswerState =>
    isProfileAbsent(error) ? absent : { kind: 'error', text: PROFILE_MALFORMED };

/**
 * The four states of a connected account screen, in one place: the title over `Loading…`, over
 * `Error: {message}` with Retry, over the empty text (or a missing part's message), and else the view.
 */
export function ResourceScreen<T>({
  texts,
  headingLevel = 1,
  resource,
  hasData,
  missing,
  invalid,
  children,
}: ResourceScreenProps<T>) {
  const data = resource.data;
  let status: ReactNode;
  if (resource.status === 'loading') status = <ScreenStatus kind="loading" text={texts.loading} />;
  else if (
    resource.status === 'error' &&
    resource.error instanceof InvalidResponseError &&
    invalid
  ) {
    // Retry goes with an error only: the empty text never offers it.
    status = <ScreenStatus {...invalid(resource.error)} onRetry={resource.reload} />;
  } else if (resource.status === 'error')
    status = (
      <ScreenStatus
        kind="error"
        error={resource.error}
        fallback={texts.error}
        onRetry={resource.reload}
      />
    );
  else if (data == null || (hasData && !hasData(data)))
    status = <ScreenStatus kind="empty" text={texts.empty} />;
  else {
    const problem = missing?.(data) ?? null;
    if (problem === null) return <>{children(data)}</>;
    status = <ScreenStatus kind="error" text={problem} onRetry={resource.reload} />;
  }
  return (
    <section className="gc-screen gc-account-screen">
      <Heading level={headingLevel} className="gc-screen-title gc-account-title">
        {texts.title}
      </Heading>
      {status}
    </section>
  );
}

/**
 * {@link ResourceScreen} over the profile call (profile, wallet, referral, level). A rejected
 * answer shows {@link profileInvalid} of the screen's texts unless `invalid` says otherwise.
 */
export function ProfileCallScreen(props: Omit<ResourceScreenProps<ProfileResponse>, 'resource'>) {
  const resource = useResource<ProfileResponse>((provider, signal) =>
    provider.getProfile({ signal }),
  );
  return <ResourceScreen invalid={profileInvalid(props.texts)} {...props} resource={resource} />;
}
