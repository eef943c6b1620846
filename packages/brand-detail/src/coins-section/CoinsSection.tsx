'use client';

import {
  forwardRef,
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatCoinAmount, type ScratchConfig, type WheelConfig } from '@giftcash/core';
import { FallbackImage, useControllableState, cx } from '@giftcash/core/react';
import {
  COINS_GAMES,
  GAME_LABELS,
  describeDemoResult,
  scratchSummary,
  wheelSpecialPrize,
  wheelSummary,
  type CoinsDemoResult,
  type CoinsGame,
} from './coinsGames';

/** What `renderCoinsDemo` receives besides the game. */
export interface CoinsDemoHelpers {
  /** Pass to the demo's `onResult`: stores and shows the result of a play. */
  onResult: (result: CoinsDemoResult) => void;
}

/**
 * Props of {@link CoinsSection}: a `<section>`'s attributes (spread on it, which takes the ref),
 * plus the brand's coins rate, the games' configuration, the demo shown (`activeGame` /
 * `defaultActiveGame` / `onActiveGameChange`) and how to draw a demo.
 */
export interface CoinsSectionProps extends HTMLAttributes<HTMLElement> {
  /** The brand's name. */
  brandName: string;
  /** Coins per £1 spent (the section is meant for brands where it is above 0). */
  coinsPerPound: number;
  /** Renders the demo of a game, e.g. `(game, { onResult }) => game === 'wheel' ? <WheelScreen onResult={onResult} /> : <ScratchCardScreen onResult={onResult} />`. */
  renderCoinsDemo?: ((game: CoinsGame, helpers: CoinsDemoHelpers) => ReactNode) | undefined;
  /** The wheel configuration (`/cashback-plus`); the spec's defaults fill anything missing. */
  wheelConfig?: WheelConfig | undefined;
  /** The scratch configuration (`/cashback-scratch`); the spec's defaults fill anything missing. */
  scratchConfig?: ScratchConfig | undefined;
  /** The active demo (controlled). */
  activeGame?: CoinsGame;
  /** The demo shown first (uncontrolled). @default "wheel" */
  defaultActiveGame?: CoinsGame;
  /** Called when the person switches demo. */
  onActiveGameChange?: (game: CoinsGame) => void;
  /** Whether the prize details accordion is open (controlled). */
  detailsOpen?: boolean;
  /** Whether the accordion starts open (uncontrolled). @default false */
  defaultDetailsOpen?: boolean;
  /** Called when the accordion is toggled. */
  onDetailsOpenChange?: (open: boolean) => void;
  /** The last demo result to show (`Your last demo result: …`). */
  demoResult?: CoinsDemoResult | null | undefined;
  /** Called when a demo reports a result. */
  onDemoResult?: ((result: CoinsDemoResult) => void) | undefined;
}

/**
 * `What are Coins?`: a Wheel of Fortune / Scratch Card switch (tabs, wheel first) over the
 * demos, the special prize, an accordion with the active game's prize details and odds, and
 * the note that simulation prizes are for display only.
 */
export const CoinsSection = forwardRef<HTMLElement, CoinsSectionProps>(function CoinsSection(
  {
    brandName,
    coinsPerPound,
    renderCoinsDemo,
    wheelConfig,
    scratchConfig,
    activeGame: activeGameProp,
    defaultActiveGame = 'wheel',
    onActiveGameChange,
    detailsOpen: detailsOpenProp,
    defaultDetailsOpen = false,
    onDetailsOpenChange,
    demoResult,
    onDemoResult,
    className,
    ...rest
  },
  ref,
) {
  const [game, setGame] = useControllableState({
    value: activeGameProp,
    defaultValue: defaultActiveGame,
    onChange: onActiveGameChange,
    name: 'CoinsSection',
  });
  const [detailsOpen, setDetailsOpen] = useControllableState({
    value: detailsOpenProp,
    defaultValue: defaultDetailsOpen,
    onChange: onDetailsOpenChange,
    name: 'CoinsSection details',
  });
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const special = wheelSpecialPrize(wheelConfig);
  const summary = game === 'wheel' ? wheelSummary(wheelConfig) : scratchSummary(scratchConfig);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = COINS_GAMES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setGame(COINS_GAMES[next] as CoinsGame);
    tabs.current[next]?.focus();
  };

  return (
    <section
      ref={ref}
      className={cx('gc-panel gc-brand-coins', className)}
      aria-labelledby={`${id}-title`}
      data-game={game}
      {...rest}
    >
      <h2 className="gc-brand-coins-title" id={`${id}-title`}>
        What are Coins?
      </h2>
      {/* One text run on each side of the count: a `{' '}` where the formatter wraps ships as a string of its own. */}
      {/* prettier-ignore */}
      <p className="gc-brand-coins-intro">
        Every £1 you spend on a <bdi>{brandName}</bdi> gift card in the GiftCash app earns {formatCoinAmount(coinsPerPound)} coins. Spend coins on prize
        games like the Cashback+ Wheel of Fortune and the Cashback Scratch Card. Try them here:
      </p>
      <div className="gc-brand-coins-tabs" role="tablist" aria-label="Demo game">
        {COINS_GAMES.map((option, index) => (
          <button
            key={option}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${option}`}
            className="gc-button gc-brand-coins-tab"
            data-variant="pill"
            aria-selected={game === option}
            aria-controls={`${id}-panel`}
            tabIndex={game === option ? 0 : -1}
            data-state={game === option ? 'active' : 'inactive'}
            onClick={() => setGame(option)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {GAME_LABELS[option]}
          </button>
        ))}
      </div>
      <div
        className="gc-brand-coins-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${game}`}
      >
        {renderCoinsDemo ? (
          <div className="gc-brand-coins-demo" key={game}>
            {renderCoinsDemo(game, { onResult: (result) => onDemoResult?.(result) })}
          </div>
        ) : null}
        <p className="gc-brand-coins-result" role="status">
          {demoResult ? `Your last demo result: ${describeDemoResult(demoResult)}` : ''}
        </p>
        {game === 'wheel' ? (
          <div className="gc-brand-coins-special">
            <FallbackImage
              className="gc-brand-coins-special-image"
              src={special.image}
              alt=""
              width={96}
              height={60}
            />
            <p className="gc-brand-coins-special-text">
              <span className="gc-brand-coins-special-label">Special prize</span>
              <strong>{special.description}</strong>
              <span>{special.odds}</span>
            </p>
          </div>
        ) : null}
        <div className="gc-brand-coins-accordion" data-state={detailsOpen ? 'open' : 'closed'}>
          <h3 className="gc-brand-coins-accordion-heading">
            <button
              type="button"
              className="gc-button gc-brand-coins-accordion-trigger"
              data-variant="plain"
              aria-expanded={detailsOpen}
              aria-controls={`${id}-details`}
              onClick={() => setDetailsOpen(!detailsOpen)}
            >
              {summary.title}
            </button>
          </h3>
          <div
            className="gc-brand-coins-accordion-panel"
            id={`${id}-details`}
            hidden={!detailsOpen}
          >
            <dl className="gc-brand-coins-facts">
              {summary.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <ul className="gc-brand-coins-odds" data-game={game} aria-label="Prizes and odds">
              {summary.prizes.map((row) => (
                <li
                  key={row.key}
                  className="gc-brand-coins-odds-row"
                  data-special={row.special ? '' : undefined}
                >
                  <span className="gc-brand-coins-prize">{row.prize}</span>
                  <span className="gc-brand-coins-chance">{row.odds}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="gc-brand-coins-note">
          This is a simulation: prizes shown are for display only and cannot be claimed. Play for
          real prizes in the GiftCash app.
        </p>
      </div>
    </section>
  );
});
