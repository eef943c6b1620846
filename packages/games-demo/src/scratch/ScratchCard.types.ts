import type { HTMLAttributes, ReactNode } from 'react';
import type { ScratchConfig } from '@giftcash/core';
import type { PlayCost, PlayOutcome, RandomSource, ScratchDeal } from '@giftcash/core/games';

/** Where the scratch card is in its play. */
export type ScratchCardState = 'pick' | 'scratching' | 'complete';

/** What a scratch card's `renderResult` gets once the card is complete. */
export interface ScratchCardResult {
  /** The prize in pounds, 0 for none. */
  prize: number;
  /** How the play went by the games model's rule (`playOutcome` against `playCost`). */
  outcome: PlayOutcome;
  /** Deals the next card (Play again); focus goes to its first button. */
  again: () => void;
}

/**
 * Props of {@link ScratchCard}: a `<div>`'s attributes but `children` (spread on the root, which
 * takes the ref), plus the configuration, where the prize comes from (`prize`, `onDeal` or the
 * card's own draw), what a play costs, and what shows when the card is complete.
 */
export interface ScratchCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A scratch configuration (`/cashback-scratch`); missing parts take the spec's defaults. */
  config?: ScratchConfig | null;
  /** Controlled result: the prize in pounds decided elsewhere (0 for none). @default drawn from the odds */
  prize?: number;
  /**
   * Fetches the card's outcome from a server when Play Now is pressed, before any scratching:
   * return the deal (`{ prize, areas }`) or a promise of it, e.g. from `provider.playGame`. While
   * it is pending Play Now waits; if it fails, the error shows and no card is dealt. A deal that
   * does not add up against the card's prizes (a prize not on the list, areas that do not show the
   * prize three times, or show another prize three times) is refused the same way: the card never
   * says a prize its areas do not show. `signal` aborts when the card unmounts. Returning nothing
   * keeps `prize` or the card's own draw.
   */
  onDeal?: (signal: AbortSignal) => ScratchDeal | PromiseLike<ScratchDeal> | void;
  /** Random source in [0, 1) for the draw and the layout. @default crypto.getRandomValues */
  random?: RandomSource;
  /** Scratch areas per card. @default the configuration's slots_per_game, else 6 */
  areas?: number;
  /** Cards offered under 'Pick one to Play'. @default 3 */
  cards?: number;
  /** The game's name, printed on each card's top band and part of its button's name ("Lucky Scratch Card 1"). @default "Lucky Scratch" */
  name?: string;
  /** Called once when the result message shows (more than 50% cleared), with the prize in pounds. */
  onReveal?: (prize: number) => void;
  /** Called once when the card counts as scratched (60% with a mouse, 50% with touch, or Reveal). */
  onComplete?: (prize: number) => void;
  /** Address of the app link shown above 40% cleared. @default the app download link from `GiftcashProvider` */
  appLink?: string;
  /** Canvas width in CSS pixels (the card's own units; it is drawn larger where there is room). @default 340 */
  width?: number;
  /** Canvas height in CSS pixels. @default 140 */
  height?: number;
  /** Brush diameter in CSS pixels. @default 30 */
  brush?: number;
  /**
   * What a card costs (coins, or `{ type: 2, value }` in pounds), so a prize worth less reads as
   * what it is rather than a win (see `playOutcome` in `@giftcash/core/games`).
   * @default 0 (a free play, as the demo is: any prize is `You won £…!`)
   */
  playCost?: PlayCost;
  /**
   * Takes over the result line and the buttons once the card completes (60% cleared with a
   * mouse, 50% with touch, or Reveal; the result line shows from 50% until then), e.g. the
   * games' prize reveal, which announces the result itself. Completion stops the scratching, so
   * a reveal that moves focus (and scrolls) never pulls the card from under a stroke.
   */
  renderResult?: (result: ScratchCardResult) => ReactNode;
  /** Said under Play Now while the deal is awaited, e.g. that a slow play is still being confirmed. */
  pendingNote?: string | null;
  /** Text of Play Now, e.g. `Try again` while a play is still unconfirmed (after a failed deal, or saved before a reload). @default "Play Now" */
  retryLabel?: string;
  /**
   * Starts a play by itself, as a press of Play Now does (calling `onDeal`; the first card when none
   * is picked), once each time it turns true while cards are offered: for a play pressed before a
   * reload or a navigation, whose card is still to be shown. @default false
   */
  resume?: boolean;
}
