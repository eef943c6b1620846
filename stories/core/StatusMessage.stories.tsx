import type { Story } from '@ladle/react';
import { StatusMessage } from '@giftcash/core/react';

export default { title: 'Core / Status message' };

export const Loading: Story = () => <StatusMessage kind="loading">Loading...</StatusMessage>;
export const Error: Story = () => (
  <StatusMessage kind="error" onRetry={() => undefined}>
    Failed to load brands. Please try again later.
  </StatusMessage>
);
export const Empty: Story = () => (
  <StatusMessage kind="empty">No active gift cards found.</StatusMessage>
);
