'use client';

import {
  Fragment,
  forwardRef,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  cashbackLabel,
  formatCoinAmount,
  formatCoins,
  formatPence,
  isolateText,
  parsePounds,
  publicPageUrl,
  type Brand,
  type ScratchConfig,
  type WheelConfig,
} from '@giftcash/core';
import { FallbackImage, useControllableState, cx } from '@giftcash/core/react';
import { ValueEntry } from '../value-entry/ValueEntry';
import { checkPurchase, penceToAmount } from '../value-entry/valueRules';
import { RewardEstimate } from '../estimate/RewardEstimate';
import { estimateRewards, exampleValue } from '../estimate/estimate';
import { ShareMenu, strokeIcon } from '../share-menu/ShareMenu';
import { BrandDescription } from '../description/BrandDescription';
import { BrandDetailsList } from '../details-list/BrandDetailsList';
import type { CoinsDemoHelpers } from '../coins-section/CoinsSection';
import { CoinsSection } from '../coins-section/LazyCoinsSection';
import type { CoinsDemoResult, CoinsGame } from '../coins-section/demoResult';
import { LazyBuy } from '../dialogs/lazyDialogs';
import { brandValueReducer, type BrandValueAction } from './brandPageState';

/** What Buy Securely hands over when the value is valid. */
export interface BrandPurchase {
  /** The brand id. */
  brand: string;
  /** The value in pounds with two decimals, e.g. `25.00`. */
  amount: string;
}

/**
 * Props of {@link BrandDetailView}: a `<div>`'s attributes (spread on the root, which takes the
 * ref), plus the brand and the page's state, each piece controlled or not: the value (`value` /
 * `defaultValue` / `onValueChange`, replacing the `<div>`'s own `defaultValue` and `onChange`), its
 * error, the app download dialog and the coins demo shown.
 */
export interface BrandDetailViewProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** The brand to show. Every text from it is rendered as text, every link is `http(s)` only. */
  brand: Brand;
  /** The gift card value text in pounds (controlled), e.g. `25` or `12.50`. */
  value?: string;
  /** The starting value (uncontrolled). @default "" */
  defaultValue?: string;
  /** Called with every accepted value. */
  onValueChange?: (value: string) => void;
  /**
   * The inline purchase message (controlled); `null` for none. It is shown, with the field in the
   * error state, only while the value cannot be bought: a valid value is never shown as an error.
   * A refused keystroke is not an error: the value entry shows why as a hint until the next keystroke.
   */
  errorMessage?: string | null;
  /** The starting message (uncontrolled). @default null */
  defaultErrorMessage?: string | null;
  /** Called when the message changes (set by Buy Securely with a value that cannot be bought; cleared by a new value). */
  onErrorMessageChange?: (message: string | null) => void;
  /** Called when Buy Securely is pressed with a valid value, before the app download dialog opens. */
  onBuy?: (purchase: BrandPurchase) => void;
  /** Whether the app download dialog is open (controlled). */
  appDialogOpen?: boolean;
  /** Called when the app download dialog asks to open or close. */
  onAppDialogOpenChange?: (open: boolean) => void;
  /** The address the share menu shares. @default the current page's public address (without `app`, `theme`, `signed-in` or a fragment), read after mount */
  shareUrl?: string;
  /** Renders the wheel or scratch demo inside `What are Coins?` (e.g. from `@giftcash/games-demo`). */
  renderCoinsDemo?: (game: CoinsGame, helpers: CoinsDemoHelpers) => ReactNode;
  /** The wheel configuration for the prize details; defaults apply when missing. */
  wheelConfig?: WheelConfig;
  /** The scratch configuration for the prize details; defaults apply when missing. */
  scratchConfig?: ScratchConfig;
  /** The active demo game (controlled). */
  activeGame?: CoinsGame;
  /** The first demo game (uncontrolled). @default "wheel" */
  defaultActiveGame?: CoinsGame;
  /** Called when the demo game changes. */
  onActiveGameChange?: (game: CoinsGame) => void;
  /** The last demo result, shown as `Your last demo result: …`. */
  demoResult?: CoinsDemoResult | null;
  /** Called when an embedded demo reports a result (the connected screen stores it). */
  onDemoResult?: (result: CoinsDemoResult) => void;
  /** The title's heading element; the page's one `<h1>` by default. @default "h1" */
  titleAs?: 'h1' | 'h2';
}

/**
 * The brand page view (controlled): gift card, badges and headline, value entry, `You will
 * receive`, Buy Securely (app download dialog carrying brand and amount), title with the share
 * menu, description, details and terms, and `What are Coins?` when the brand gives coins.
 * No fetching and no window access while rendering: it renders on the server too.
 */
export const BrandDetailView = forwardRef<HTMLDivElement, BrandDetailViewProps>(
  function BrandDetailView(
    {
      brand,
      value: valueProp,
      defaultValue = '',
      onValueChange,
      errorMessage: errorProp,
      defaultErrorMessage = null,
      onErrorMessageChange,
      onBuy,
      appDialogOpen,
      onAppDialogOpenChange,
      shareUrl,
      renderCoinsDemo,
      wheelConfig,
      scratchConfig,
      activeGame,
      defaultActiveGame,
      onActiveGameChange,
      demoResult,
      onDemoResult,
      titleAs: Title = 'h1',
      className,
      ...rest
    },
    ref,
  ) {
    const [value, setValue] = useControllableState({
      value: valueProp,
      defaultValue,
      onChange: onValueChange,
      name: 'BrandDetailView',
    });
    const [errorMessage, setErrorMessage] = useControllableState<string | null>({
      value: errorProp,
      defaultValue: defaultErrorMessage,
      onChange: onErrorMessageChange,
      name: 'BrandDetailView errorMessage',
    });
    const [buyOpen, setBuyOpen] = useControllableState({
      value: appDialogOpen,
      defaultValue: false,
      onChange: onAppDialogOpenChange,
      name: 'BrandDetailView appDialogOpen',
    });
    const [pageUrl, setPageUrl] = useState(shareUrl ?? '');
    // Whether the pound input has focus (a phone's keyboard is up): the buy bar steps aside meanwhile.
    const [typing, setTyping] = useState(false);
    const id = useId();
    const errorId = `${id}-error`;

    useEffect(() => {
      // The public address: never the webview's `app=1`.
      setPageUrl(
        shareUrl ?? (typeof window !== 'undefined' ? publicPageUrl(window.location.href) : ''),
      );
    }, [shareUrl]);

    const detail = brand.detail ?? { assets: {}, redemption_methods: [] };
    const methods = detail.redemption_methods ?? [];
    const limits = brand.digital_face_value_limits ?? { lower: 0, upper: 0 };
    const denominations = brand.digital_denominations ?? [];
    const pence = parsePounds(value);
    const amount = pence !== null ? penceToAmount(pence) : '';
    const hasCoins = brand.coins_per_pound > 0;
    // The error state only for a value that cannot be bought, whatever message is held.
    const purchasable = pence !== null && checkPurchase(value, limits) === null;
    const shownError = errorMessage !== null && !purchasable ? errorMessage : null;
    // The headline's "£X back on £Y": the value entered (once it can be bought), else an example.
    const back =
      estimateRewards(value, brand, limits) ??
      estimateRewards(exampleValue(denominations, limits) ?? '', brand, limits);
    const onEntryFocus = (event: FocusEvent<HTMLDivElement>) =>
      setTyping(event.target instanceof HTMLInputElement && event.target.type === 'text');

    // The value and its message change together, by the state group's rules (a new value clears the message).
    const apply = (action: BrandValueAction) => {
      const next = brandValueReducer({ giftCardValue: value, errorMessage }, action);
      setValue(next.giftCardValue);
      setErrorMessage(next.errorMessage);
    };
    const changeValue = (next: string) => apply({ type: 'valueChanged', value: next });
    const setMessage = (message: string | null) => apply({ type: 'errorMessageSet', message });

    const onBuyClick = (event: MouseEvent<HTMLButtonElement>) => {
      const problem = checkPurchase(value, limits);
      if (problem) {
        // Stops the dialog trigger from opening.
        event.preventDefault();
        setMessage(problem);
        return;
      }
      setMessage(null);
      onBuy?.({ brand: brand.id, amount });
      setBuyOpen(true);
    };

    const buyButton = (
      <button
        type="button"
        className="gc-button gc-brand-buy"
        onClick={onBuyClick}
        aria-describedby={shownError ? errorId : undefined}
        aria-haspopup="dialog"
      >
        {strokeIcon(18, { d: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z', strokeLinejoin: 'round' })}
        Buy Securely
      </button>
    );

    return (
      <div
        ref={ref}
        className={cx('gc-screen gc-brand-detail', className)}
        data-coins={hasCoins ? '' : undefined}
        {...rest}
      >
        <div className="gc-brand-detail-header">
          <Title className="gc-brand-detail-title">
            <bdi>{brand.name}</bdi> Gift Card
          </Title>
          <ShareMenu url={pageUrl} brandName={brand.name} image={detail.assets?.gift_card_url} />
        </div>

        <div className="gc-brand-detail-purchase">
          <div className="gc-brand-detail-headline">
            {brand.cashback_perc > 0 ? (
              // The label only when it names the rate the estimate pays (validated data already agrees).
              // prettier-ignore
              <p className="gc-brand-detail-cashback">
                <strong>{cashbackLabel(brand.cashback_perc, brand.cashback_perc_label)}</strong> Instant Cashback
              </p>
            ) : null}
            {hasCoins ? (
              <p className="gc-brand-detail-coins">
                <strong>{formatCoinAmount(brand.coins_per_pound)}</strong> coins per £1 spent
              </p>
            ) : null}
            {back ? (
              // prettier-ignore
              <p className="gc-brand-detail-back">
                <strong>{back.cashbackPence === null ? `${formatCoins(back.coins ?? 0)} coins` : `${formatPence(back.cashbackPence)} back`}</strong> on {formatPence(back.valuePence)}{back.cashbackPence !== null && back.coins !== null ? ` + ${formatCoins(back.coins)} coins` : ''}
              </p>
            ) : null}
          </div>

          <FallbackImage
            className="gc-brand-detail-card"
            src={detail.assets?.gift_card_url}
            alt={`${brand.name} gift card`}
            width={317}
            height={200}
          />
          {methods.length > 0 ? (
            <ul className="gc-brand-detail-badges" aria-label="Where you can spend it">
              {methods.includes('online') ? (
                <li className="gc-badge gc-brand-detail-badge" data-method="online">
                  Online
                </li>
              ) : null}
              {methods.includes('instore') ? (
                <li className="gc-badge gc-brand-detail-badge" data-method="instore">
                  Instore
                </li>
              ) : null}
            </ul>
          ) : null}
          <ValueEntry
            value={value}
            onValueChange={changeValue}
            onFocus={onEntryFocus}
            onBlur={() => setTyping(false)}
            errorMessage={shownError}
            denominations={denominations}
            limits={limits}
            errorId={errorId}
          />
          <p className="gc-brand-detail-error" id={errorId} role="alert">
            {shownError ?? ''}
          </p>
          <RewardEstimate value={value} rates={brand} limits={limits} />
          <LazyBuy
            trigger={buyButton}
            open={buyOpen}
            onOpenChange={setBuyOpen}
            params={{ brand: brand.id, amount }}
            description={`Buy your ${pence !== null ? `${formatPence(pence)} ` : ''}${isolateText(brand.name)} gift card and get your rewards in the GiftCash app.`}
          />
        </div>

        <div className="gc-brand-detail-about">
          {detail.description ? <BrandDescription text={detail.description} /> : null}
          <BrandDetailsList brand={brand} />
        </div>

        {hasCoins ? (
          <CoinsSection
            className="gc-brand-detail-coins-section"
            brandName={brand.name}
            coinsPerPound={brand.coins_per_pound}
            renderCoinsDemo={renderCoinsDemo}
            wheelConfig={wheelConfig}
            scratchConfig={scratchConfig}
            {...(activeGame !== undefined ? { activeGame } : {})}
            {...(defaultActiveGame !== undefined ? { defaultActiveGame } : {})}
            {...(onActiveGameChange ? { onActiveGameChange } : {})}
            demoResult={demoResult}
            onDemoResult={onDemoResult}
          />
        ) : null}

        {purchasable ? (
          <BuyBar
            pence={pence}
            estimate={estimateRewards(value, brand, limits)}
            typing={typing}
            onBuyClick={onBuyClick}
          />
        ) : null}
      </div>
    );
  },
);

interface BuyBarProps {
  pence: number;
  estimate: ReturnType<typeof estimateRewards>;
  typing: boolean;
  onBuyClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The buy bar: on small screens (CSS only, so the server HTML is the same everywhere), once
 * the value can be bought, the value, its rewards and Buy Securely stick to the bottom of the
 * screen (above the safe-area inset) while the brand page is in view. It steps aside while the
 * pound input has focus (the phone's keyboard is up), so it never covers the field. Its button
 * opens the same app download dialog; its name carries the value (`Buy Securely, £25.00`).
 */
function BuyBar({ pence, estimate, typing, onBuyClick }: BuyBarProps) {
  const value = formatPence(pence);
  const rewards = [
    estimate?.cashbackPence != null ? `${formatPence(estimate.cashbackPence)} cashback` : null,
    estimate?.coins != null ? `${formatCoins(estimate.coins)} coins` : null,
  ].filter((reward): reward is string => reward !== null);
  return (
    <div className="gc-brand-buybar" data-state={typing ? 'typing' : 'open'}>
      <p className="gc-brand-buybar-summary">
        <strong className="gc-brand-buybar-value">{value}</strong>
        {rewards.length > 0 ? (
          <span className="gc-brand-buybar-rewards">
            {rewards.map((reward, index) => (
              <Fragment key={reward}>
                {index > 0 ? ' + ' : null}
                <span className="gc-brand-buybar-reward">{reward}</span>
              </Fragment>
            ))}
          </span>
        ) : null}
      </p>
      <button
        type="button"
        className="gc-button gc-brand-buybar-buy"
        onClick={onBuyClick}
        aria-label={`Buy Securely, ${value}`}
      >
        Buy Securely
      </button>
    </div>
  );
}
