import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider, ProfileResponse } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { personFromProfile, useSignedInPerson } from './person';

describe('personFromProfile', () => {
  it('gives the first name and initials of first name and surname', () => {
    expect(personFromProfile({ first_name: 'jane', surname: 'smith' })).toEqual({
      firstName: 'jane',
      initials: 'JS',
    });
  });
  it('falls back to the name field, and to nothing for empty or missing names', () => {
    expect(personFromProfile({ first_name: '', surname: '', name: 'Ann  Marie Lee' })).toEqual({
      firstName: 'Ann',
      initials: 'AL',
    });
    expect(personFromProfile({ first_name: '  ', surname: '' })).toEqual({
      firstName: '',
      initials: '',
    });
    expect(personFromProfile(null)).toEqual({ firstName: '', initials: '' });
  });
  it('drops control and bidi override characters and never takes a non-letter as an initial', () => {
    expect(personFromProfile({ first_name: '\u202Eevil\u0000', surname: '<b>' })).toEqual({
      firstName: 'evil',
      initials: 'E',
    });
    expect(personFromProfile({ first_name: '😀 Zoë', surname: 'Ørsted' })).toEqual({
      firstName: '😀 Zoë',
      initials: 'Ø',
    });
    expect(personFromProfile({ first_name: 'سارة', surname: 'علي' }).initials).toBe('سع');
  });
});

function profileOf(first: string): ProfileResponse {
  return {
    profile: { id: first, first_name: first, surname: 'Stone' },
  } as unknown as ProfileResponse;
}

function Probe({ signedIn, session }: { signedIn: boolean; session: number }) {
  const person = useSignedInPerson(signedIn, session);
  return <p>{person === undefined ? 'none' : person === null ? 'unknown' : person.firstName}</p>;
}

function PathProbe({ path }: { path: string }) {
  const person = useSignedInPerson(true, 1, path);
  return <p>{person?.firstName ?? 'none'}</p>;
}

describe('useSignedInPerson', () => {
  it('reads through the provider and never shows the last session’s person under a new one', async () => {
    const resolvers: Array<(value: ProfileResponse) => void> = [];
    const signals: AbortSignal[] = [];
    const provider = {
      ...createSampleProvider({ storage: null }),
      getProfile: vi.fn(({ signal }: { signal: AbortSignal }) => {
        signals.push(signal);
        return new Promise<ProfileResponse>((resolve) => resolvers.push(resolve));
      }),
    } as unknown as DataProvider;
    const view = (signedIn: boolean, session: number) => (
      <GiftcashProvider provider={provider}>
        <Probe signedIn={signedIn} session={session} />
      </GiftcashProvider>
    );
    const { rerender } = render(view(true, 1));
    expect(screen.getByText('none')).toBeInTheDocument();
    await act(async () => resolvers[0]?.(profileOf('Ann')));
    expect(screen.getByText('Ann')).toBeInTheDocument();

    // Signed out and in again (a new session): Ann goes at once, before any answer.
    rerender(view(true, 2));
    expect(screen.getByText('none')).toBeInTheDocument();
    rerender(view(true, 3));
    expect(signals[1]?.aborted).toBe(true);
    // Ann's late answer for the aborted read is ignored; Bob's shows.
    await act(async () => resolvers[1]?.(profileOf('Ann')));
    expect(screen.getByText('none')).toBeInTheDocument();
    await act(async () => resolvers[2]?.(profileOf('Bob')));
    expect(screen.getByText('Bob')).toBeInTheDocument();

    rerender(view(false, 4));
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('aborts its read on a navigation and keeps the name shown while it reads again', async () => {
    const resolvers: Array<(value: ProfileResponse) => void> = [];
    const signals: AbortSignal[] = [];
    const provider = {
      ...createSampleProvider({ storage: null }),
      getProfile: vi.fn(({ signal }: { signal: AbortSignal }) => {
        signals.push(signal);
        return new Promise<ProfileResponse>((resolve) => resolvers.push(resolve));
      }),
    } as unknown as DataProvider;
    const view = (path: string) => (
      <GiftcashProvider provider={provider}>
        <PathProbe path={path} />
      </GiftcashProvider>
    );
    const { rerender } = render(view('/'));
    rerender(view('/account'));
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => resolvers[1]?.(profileOf('Bob')));
    expect(screen.getByText('Bob')).toBeInTheDocument();
    rerender(view('/account/referrals'));
    expect(screen.getByText('Bob')).toBeInTheDocument();
  });

  it('gives null when the read fails', async () => {
    const provider = {
      ...createSampleProvider({ storage: null }),
      getProfile: vi.fn(() => Promise.reject(new Error('down'))),
    } as unknown as DataProvider;
    render(
      <GiftcashProvider provider={provider}>
        <Probe signedIn session={1} />
      </GiftcashProvider>,
    );
    expect(await screen.findByText('unknown')).toBeInTheDocument();
  });
});
