import { useState } from 'react';
import type { Story } from '@ladle/react';
import { ORDER_STATUS } from '@giftcash/core';
import { WalletView, OrderTile, WalletScreen, type WalletTab } from '@giftcash/account';
import { Dark as DarkTheme, WithData, sample } from './accountStoryData';

export default { title: 'Account / Gift Cards Wallet' };

const orders = sample.orders.items;
const artwork = Object.fromEntries(
  sample.brands.brands.map((brand) => [
    brand.id,
    { giftCardUrl: brand.detail.assets.gift_card_url, logoUrl: brand.detail.assets.logo_url },
  ]),
);

/** The connected screen on the sample provider: Record transaction and Archive really write (in memory). */
export const Default: Story = () => (
  <WithData>
    <WalletScreen />
  </WithData>
);
export const Controlled: Story = () => {
  const [tab, setTab] = useState<WalletTab>('archived');
  return (
    <>
      <p>
        Tab: <output>{tab}</output>
      </p>
      <WalletView orders={orders} artwork={artwork} tab={tab} onTabChange={setTab} />
    </>
  );
};
const usable =
  orders.find((order) => order.status === ORDER_STATUS.completed && order.link) ?? orders[0]!;
export const SingleTile: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <OrderTile order={usable} artwork={artwork[usable.brand_id ?? '']} />
  </div>
);
/** One tile per card state: usable (balance, Open Card, pencil), on its way, cancelled, unknown status. */
export const CardStates: Story = () => (
  <ul style={{ display: 'grid', gap: 12, padding: 0, listStyle: 'none' }}>
    {[
      usable,
      { ...usable, order_id: 'issuing', status: 1 },
      { ...usable, order_id: 'cancelled', status: 4, status_desc: 'Cancelled' },
      { ...usable, order_id: 'unknown', status: 7 },
    ].map((order) => (
      <li key={order.order_id}>
        <OrderTile order={order} artwork={artwork[order.brand_id ?? '']} defaultExpanded />
      </li>
    ))}
  </ul>
);
export const WriteFails: Story = () => (
  <WithData mode="write-fails">
    <WalletScreen />
  </WithData>
);
export const Loading: Story = () => (
  <WithData mode="loading">
    <WalletScreen />
  </WithData>
);
export const Error: Story = () => (
  <WithData mode="error">
    <WalletScreen />
  </WithData>
);
export const Empty: Story = () => (
  <WithData mode="empty">
    <WalletScreen />
  </WithData>
);
export const Dark: Story = () => (
  <DarkTheme>
    <WalletView orders={orders} artwork={artwork} />
  </DarkTheme>
);
/** #19 An empty tab with its illustration, in the dark theme. */
export const EmptyDark: Story = () => (
  <DarkTheme>
    <WalletView orders={[]} />
  </DarkTheme>
);
