import type { Story } from '@ladle/react';
import { StoreBadge } from '@giftcash/core/react';
import { DEFAULT_APP_LINKS } from '../../packages/core/src/react/GiftcashProvider';

export default { title: 'Core / Store badge' };

const Badges = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
    <StoreBadge store="apple" href={DEFAULT_APP_LINKS.appStore} />
    <StoreBadge store="google" href={DEFAULT_APP_LINKS.googlePlay} />
  </div>
);

/** Both stores' badges (#19): black, the store's mark, the wording as real text. */
export const Default: Story = () => <Badges />;

/** On the dark theme the light grey rim keeps the black badge apart from the page. */
export const Dark: Story = () => (
  <div
    data-theme="dark"
    style={{ background: 'var(--gc-bg)', color: 'var(--gc-text)', padding: 16 }}
  >
    <Badges />
  </div>
);
