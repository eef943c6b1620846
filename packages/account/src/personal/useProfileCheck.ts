'use client';

import { useEffect, useState } from 'react';
import type { Profile } from '@giftcash/core';
import { useGiftcash } from '@giftcash/core/react';
import { createPoller, PROFILE_POLL_INTERVAL } from '../logic/polling';

export interface ProfileCheck {
  profile_checked: boolean;
  profile_checked_at?: number;
  /** The id of the profile the poll read: when it is not the one on screen, another person signed in. */
  id?: string;
}

/**
 * Polls the profile call every `interval` ms (spec: 5 s) while `enabled`, and returns the latest
 * `profile_checked` / `profile_checked_at`. Pauses while the tab is hidden; stops on unmount.
 */
export function useProfileCheck(
  enabled: boolean,
  interval: number = PROFILE_POLL_INTERVAL,
): ProfileCheck | null {
  const { provider } = useGiftcash();
  const [check, setCheck] = useState<ProfileCheck | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const poller = createPoller({
      interval,
      poll: async (signal) => {
        const { profile } = await provider.getProfile({ signal, fresh: true });
        if (signal.aborted || typeof profile?.profile_checked !== 'boolean') return;
        setCheck((previous) =>
          previous &&
          previous.profile_checked === profile.profile_checked &&
          previous.profile_checked_at === profile.profile_checked_at &&
          previous.id === profile.id
            ? previous
            : pick(profile),
        );
      },
    });
    poller.start();
    return () => poller.stop();
  }, [provider, enabled, interval]);
  return check;
}

const pick = (profile: Profile): ProfileCheck => ({
  profile_checked: profile.profile_checked,
  ...(profile.profile_checked_at !== undefined
    ? { profile_checked_at: profile.profile_checked_at }
    : {}),
  id: profile.id,
});
