/**
 * A scratch card's play as a pure state machine, React-free: pick a card, Play Now, the deal (the
 * card's own draw, or a server's answer that may come late, fail or be abandoned), scratching up
 * to the reveal thresholds, Play again. A component keeps one state, sends events and renders.
 */
import type { ScratchDeal } from './scratch';
import { checkScratchDeal, type PlayResultCheck } from './scratchDeal';

/** Cleared fractions at which each moment comes. Completion is earlier with touch (fingers are broad). */
export const SCRATCH_THRESHOLDS = {
  link: 0.4,
  result: 0.5,
  completeMouse: 0.6,
  completeTouch: 0.5,
} as const;

/** Where a play is: choosing a card, waiting for the deal, scratching, or done. */
export type ScratchPhase = 'pick' | 'dealing' | 'scratching' | 'complete';

/** One scratch play's state: a value, never changed in place (each event gives a new one). */
export interface ScratchPlay {
  /** Where the play is. */
  phase: ScratchPhase;
  /** The chosen card, or `null`. */
  picked: number | null;
  /** Counts Play Now presses: an answer for an earlier press is late and changes nothing. */
  ticket: number;
  /** The checked deal being scratched, or `null`. */
  deal: ScratchDeal | null;
  /** Why the last deal failed: the request's error, or the check's verdict on a deal that did not add up. */
  failure: unknown;
  /** The largest cleared fraction so far, 0–1. */
  cleared: number;
  /** The app link shows (above 40% cleared). */
  link: boolean;
  /** The result shows (above 50% cleared). */
  result: boolean;
}

/** What happens to a play: the person's presses and strokes, and the deal's answer. */
export type ScratchEvent =
  | { type: 'pick'; card: number }
  /** Play Now: waits for the deal of ticket `ticket + 1`. */
  | { type: 'play' }
  /** The deal for `ticket`, checked against the card's `prizes` (values above 0) and number of `areas`. */
  | { type: 'dealt'; ticket: number; deal: unknown; prizes: readonly number[]; areas: number }
  /** The request for `ticket` failed. */
  | { type: 'failed'; ticket: number; error: unknown }
  /** The wait is abandoned (the request was aborted): back to the cards, a late answer is ignored. */
  | { type: 'abort' }
  /** The cleared fraction now (1 for Reveal), and whether a finger did it. */
  | { type: 'scratch'; cleared: number; touch?: boolean }
  | { type: 'again' };

/** A fresh card: nothing picked, nothing dealt. */
export const SCRATCH_START: ScratchPlay = {
  phase: 'pick',
  picked: null,
  ticket: 0,
  deal: null,
  failure: null,
  cleared: 0,
  link: false,
  result: false,
};

/** Whether `failure` is a deal refused by the check (not a failed request). */
export const isRefusedDeal = (failure: unknown): failure is PlayResultCheck<never> =>
  (failure as PlayResultCheck<never> | null)?.ok === false;

/**
 * The next state of a play after `event`; the same state object when the event changes nothing
 * (a late or repeated answer, a scratch after completion, Play Now without a card).
 */
export function scratchStep(state: ScratchPlay, event: ScratchEvent): ScratchPlay {
  const { phase } = state;
  const waiting = phase === 'dealing' && (event as { ticket?: number }).ticket === state.ticket;
  switch (event.type) {
    case 'pick':
      return phase === 'pick' || phase === 'dealing' ? { ...state, picked: event.card } : state;
    case 'play':
      return phase === 'pick' && state.picked !== null
        ? { ...state, phase: 'dealing', ticket: state.ticket + 1, failure: null }
        : state;
    case 'dealt': {
      if (!waiting) return state;
      const verdict = checkScratchDeal(event.deal as ScratchDeal, event.prizes, event.areas);
      return verdict.ok
        ? {
            ...state,
            phase: 'scratching',
            deal: verdict.value,
            failure: null,
            cleared: 0,
            link: false,
            result: false,
          }
        : { ...state, phase: 'pick', failure: verdict };
    }
    case 'failed':
      return waiting ? { ...state, phase: 'pick', failure: event.error } : state;
    case 'abort':
      return phase === 'dealing' ? { ...state, phase: 'pick' } : state;
    case 'scratch': {
      const cleared = Math.max(state.cleared, event.cleared);
      if (phase !== 'scratching' || cleared === state.cleared) return state;
      // SCRATCH_THRESHOLDS' numbers written out (a test holds them equal): reading the exported
      // object would ship it in every scratch card, as a bundler cannot inline its members.
      return {
        ...state,
        phase: cleared > (event.touch ? 0.5 : 0.6) ? 'complete' : phase,
        cleared,
        link: cleared > 0.4,
        result: cleared > 0.5,
      };
    }
    case 'again':
      return phase === 'complete' ? { ...SCRATCH_START, ticket: state.ticket } : state;
  }
}
