import type { HTMLAttributes, ReactNode } from 'react';
import type { Slot, WheelConfig } from '@giftcash/core';
import type { PlayCost, PlayOutcome, RandomSource } from '@giftcash/core/games';

/** Where the wheel is in its play: waiting, turning, showing the prize, or at rest after a failed play. */
export type WheelState = 'idle' | 'spinning' | 'won' | 'failed';

/** A play that landed: the slot, its position, whether it pays something, and how the play went. */
export interface WheelResult {
  /** The slot landed on. */
  slot: Slot;
  /** Its position in the slots. */
  index: number;
  /** Whether it pays something (`isWinningSlot`): the slice is lit. */
  win: boolean;
  /**
   * How the play went by the games model's rule (`playOutcome(slot, playCost)`): `win` for a prize
   * worth at least what the play cost, `back` for one worth less, `none` for no prize.
   */
  outcome: PlayOutcome;
}

/** What `renderResult` gets: the result, `spinAgain` (starts the next play) and `dismiss` (back to Spin, focus on it). */
export interface WheelResultControls extends WheelResult {
  /** Starts the next play at once, as pressing Spin does. */
  spinAgain: () => void;
  /** Closes the result and goes back to Spin, with focus on it; no play starts. */
  dismiss: () => void;
  /** Spin again is not possible now (the wheel's `disabled`). */
  disabled: boolean;
}

/**
 * Props of {@link Wheel}: a `<div>`'s attributes but `children` (spread on the root, which takes
 * the ref), plus the slots or configuration, where the result comes from (`result`, `onSpin` or the
 * wheel's own draw), what a play costs, and what shows when it lands.
 */
export interface WheelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The slots, in index order. @default the configuration's slots, else the spec's 21 default slots */
  slots?: Slot[];
  /** A wheel configuration (`/cashback-plus`); missing parts take the spec's defaults. */
  config?: WheelConfig | null;
  /** Controlled result: the slot position decided elsewhere (a server). The wheel lands exactly on it. */
  result?: number;
  /** Random source in [0, 1) for the draw and the stop point inside the slot. @default crypto.getRandomValues */
  random?: RandomSource;
  /**
   * Starts a play whose result comes later (a server): return the slot position, or a promise of
   * it, e.g. from a play session (`createPlaySession` in `@giftcash/core/games`, one idempotency key
   * per play, retried until the server answers): `(signal) => session.play(signal).then((r) => r.slot_index)`. The wheel
   * turns at once, keeps turning while it waits, then slows to land inside that slot. If the promise
   * rejects or takes longer than `answerTimeout`, the wheel slows to rest, announces the error and
   * Spin works again. `signal` aborts when the wheel unmounts mid-spin. Returning nothing keeps
   * `result` or the wheel's own draw.
   */
  onSpin?: (signal: AbortSignal) => number | PromiseLike<number> | void;
  /**
   * Milliseconds to wait for `onSpin`'s answer before giving up with `timeout of N ms exceeded`:
   * never less than the request behind it takes (with a play session: `playDeadlineMs(policy)`).
   * @default PLAY_DEADLINE_MS from `@giftcash/core/games` (`playDeadlineMs()` of the default retry policy)
   */
  answerTimeout?: number;
  /** Speed of the steady spin while the answer is awaited, in degrees a second. @default 720 */
  spinSpeed?: number;
  /** Called when `onSpin`'s answer fails (rejects, times out or is not a slot of this wheel). */
  onSpinError?: (error: unknown) => void;
  /** Called when a spin starts, with the slot position it will land on (with `onSpin`: when the answer arrives). */
  onSpinStart?: (index: number) => void;
  /** Called once when the spin animation has really finished, with the slot it landed on. */
  onSpinEnd?: (slot: Slot, index: number) => void;
  /**
   * The host's call to action, shown beside Spin again after a play (the screens pass the app's
   * Start Saving Today link). The bare wheel has none.
   */
  cta?: (result: WheelResult) => ReactNode;
  /**
   * Takes over the result line and the buttons once a play has landed, e.g. a prize reveal with
   * its own Spin again (call `spinAgain`) and a way back (`dismiss` returns to Spin and focuses it).
   * It announces the result itself.
   */
  renderResult?: (result: WheelResultControls) => ReactNode;
  /**
   * What a spin costs (coins, or `{ type: 2, value }` in pounds), so a prize worth less reads as
   * what it is (`500 coins back`) rather than a win (see `playOutcome` in `@giftcash/core/games`).
   * @default 0 (a free play, as the demos are: any prize is `You won!`)
   */
  playCost?: PlayCost;
  /** Spin length in milliseconds. @default 5000 */
  duration?: number;
  /** Full turns before landing. @default 5 */
  turns?: number;
  /** Spin length when the person prefers reduced motion. @default 600 */
  reducedMotionDuration?: number;
  /** Said under the wheel while it waits for `onSpin`'s answer, e.g. that a slow play is still being confirmed. */
  pendingNote?: string | null;
  /** Text of the Spin button at rest, e.g. `Try again` while a play is still unconfirmed (after a failure, or saved before a reload). @default "Spin" */
  retryLabel?: string;
  /** Disables Spin and Spin again (e.g. while the configuration loads, or with no plays left). @default false */
  disabled?: boolean;
  /**
   * Starts a play by itself, as a press of Spin does (calling `onSpin`), once each time it turns
   * true while the wheel is at rest and enabled: for a play pressed before a reload, a navigation
   * or the element being moved, whose answer is still to be shown. @default false
   */
  resume?: boolean;
  /** Accessible name of the wheel. @default "Wheel of Fortune" */
  label?: string;
}
