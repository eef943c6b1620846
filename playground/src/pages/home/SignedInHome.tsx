import '@giftcash/account/styles.css';
import './signedIn.css';
import { useMemo } from 'react';
import {
  formatDateShort,
  formatGBP,
  GAME_TYPE,
  type GiftCardOrder,
  type MinigameStats,
  type ProfileResponse,
} from '@giftcash/core';
import { FallbackImage, Link, useResource, useRoutes } from '@giftcash/core/react';
import { BalanceCardView, orderCardState, ordersForTab, orderStatusText } from '@giftcash/account';

/** How many of the person's cards the home page lists (the wallet has the rest). */
const CARDS_SHOWN = 3;
const LOADING_WALLET = { win_cash: 0, coins: 0 };

const time = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The game played last (by `last_play_at`), or null when none was ever played. */
export function lastPlayedGame(games: readonly MinigameStats[] | undefined): MinigameStats | null {
  let last: MinigameStats | null = null;
  for (const game of games ?? [])
    if (time(game.last_play_at) > 0 && (!last || time(game.last_play_at) > time(last.last_play_at)))
      last = game;
  return last;
}

/** The newest active cards first (the wallet's Active tab), at most `CARDS_SHOWN`. */
export function recentActiveCards(orders: readonly GiftCardOrder[] | undefined): GiftCardOrder[] {
  return ordersForTab(orders ?? [], 'active')
    .sort((a, b) => time(b.created_at) - time(a.created_at))
    .slice(0, CARDS_SHOWN);
}

/**
 * What the home page says of a card beside its name: what is left on it when it is usable, "On
 * its way" while it is being issued, else its status in the wallet's words. A card not issued
 * yet has no balance: its amount would read as money to spend.
 */
export function cardLine(order: Pick<GiftCardOrder, 'status' | 'balance_available'>): string {
  const card = orderCardState(order.status);
  if (card === 'usable') return `${formatGBP(order.balance_available)} left`;
  return card === 'issuing' ? 'On its way' : orderStatusText(order.status);
}

/**
 * The top of the home page for a signed-in person: a greeting, their balance with Cash out and
 * Spend, their newest gift cards with what is left on them, and where they left off (the game
 * they played last, the brand they bought last). Its code loads only for signed-in visitors.
 */
export function SignedInHome() {
  const routes = useRoutes();
  const profile = useResource<ProfileResponse>((provider, signal) =>
    provider.getProfile({ signal }),
  );
  const orders = useResource((provider, signal) => provider.getOrders({ signal }));
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const art = useMemo(() => {
    const map = new Map<string, string | undefined>();
    for (const brand of brands.data?.brands ?? [])
      map.set(brand.id, brand.detail?.assets?.gift_card_url);
    return map;
  }, [brands.data]);
  const person = profile.data?.profile;
  const wallet = profile.data?.wallet;
  const firstName = typeof person?.first_name === 'string' ? person.first_name.trim() : '';
  const cards = recentActiveCards(orders.data?.items);
  const game = lastPlayedGame(person?.minigames);
  const lastOrder = [...(orders.data?.items ?? [])].sort(
    (a, b) => time(b.created_at) - time(a.created_at),
  )[0];

  return (
    <section className="home-me" aria-labelledby="home-title">
      <h1 id="home-title" className="home-me-title">
        {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      </h1>
      {/* While the balances load, the card holds its final size (zeros, not shown). */}
      {wallet ? (
        <BalanceCardView wallet={wallet} />
      ) : (
        <BalanceCardView wallet={LOADING_WALLET} aria-busy="true" data-state="loading" />
      )}
      <div className="home-me-grid">
        <section className="home-me-panel" aria-labelledby="home-me-cards">
          <div className="home-section-header">
            <h2 id="home-me-cards">Your gift cards</h2>
            <Link href={routes.accountGiftCardOrders}>Open your wallet</Link>
          </div>
          {orders.status === 'loading' ? (
            <p className="home-me-muted">Loading your cards…</p>
          ) : null}
          {orders.status === 'error' ? (
            <p className="home-me-muted">
              Your cards could not be loaded; they are in your wallet.
            </p>
          ) : null}
          {orders.status === 'success' && cards.length === 0 ? (
            <p className="home-me-muted">No active gift cards found.</p>
          ) : null}
          {cards.length ? (
            <ul className="home-me-cards">
              {cards.map((order) => (
                <li key={order.order_id}>
                  <Link className="home-me-card" href={routes.accountGiftCardOrders}>
                    <FallbackImage
                      className="home-me-card-art"
                      src={order.brand_id ? art.get(order.brand_id) : undefined}
                      alt=""
                      loading="lazy"
                    />
                    <span className="home-me-card-name">{order.brand || order.title}</span>
                    <span className="home-me-card-balance" data-card={orderCardState(order.status)}>
                      {cardLine(order)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="home-me-panel" aria-labelledby="home-me-resume">
          <h2 id="home-me-resume">Pick up where you left off</h2>
          <ul className="home-me-resume">
            {game ? (
              <li>
                <Link
                  className="home-me-resume-link"
                  href={
                    game.type === GAME_TYPE.scratch
                      ? routes.scratchGame(game.id)
                      : routes.wheelGame(game.id)
                  }
                >
                  <span className="home-me-resume-what">{`Play ${game.name} again`}</span>
                  <span className="home-me-muted">{`Last played ${formatDateShort(game.last_play_at ?? 0)}`}</span>
                </Link>
              </li>
            ) : null}
            {lastOrder?.brand_id ? (
              <li>
                <Link className="home-me-resume-link" href={routes.brand(lastOrder.brand_id)}>
                  <span className="home-me-resume-what">{`Buy ${lastOrder.brand || lastOrder.title} again`}</span>
                  <span className="home-me-muted">{`Last bought ${formatDateShort(lastOrder.created_at)}`}</span>
                </Link>
              </li>
            ) : null}
            <li>
              <Link className="home-me-resume-link" href={routes.raffle}>
                <span className="home-me-resume-what">Today’s free raffle</span>
                <span className="home-me-muted">You are entered automatically</span>
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}
