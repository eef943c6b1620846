import type { Story } from '@ladle/react';
import { AppDownloadDialog } from '@giftcash/core/react';

export default { title: 'Core / App download dialog' };

export const Default: Story = () => (
  <AppDownloadDialog
    trigger={
      <button type="button" className="gc-button">
        Sign Up
      </button>
    }
  />
);

export const Open: Story = () => <AppDownloadDialog defaultOpen />;

export const WithPurchaseParams: Story = () => (
  <AppDownloadDialog
    defaultOpen
    params={{ brand: 'tesco', amount: '25.00' }}
    title="Finish your purchase in the app"
    description="Scan to buy a £25.00 gift card in the GiftCash app."
  />
);
