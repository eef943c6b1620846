import { errorMessage } from '@giftcash/core';

/** Shown for an answer the game cannot show (unreadable, or not a prize of this game). */
export const PLAY_ANSWER_REFUSED =
  "We couldn't show this play's result because the game's answer did not add up. Please try again later.";

/**
 * The words a person sees for a failed play: the error's own message, which is written for people,
 * except a validator's report on an unreadable answer (`Invalid play response: …`), which is not.
 * (Read by name and wording rather than `instanceof`, so a card does not carry the error classes.)
 */
export function playErrorText(error: unknown): string {
  if (
    error instanceof Error &&
    (error.name === 'InvalidResponseError' || /^Invalid \w+ response:/.test(error.message))
  )
    return PLAY_ANSWER_REFUSED;
  return errorMessage(error, 'The play failed. Please try again.');
}
