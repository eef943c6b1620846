import { useState } from 'react';
import type { Story } from '@ladle/react';
import { BalanceCheckerScreen, BalanceCheckerView } from '@giftcash/catalogue';
import { Dark, SAMPLE_BRANDS, WithProvider } from './catalogueStoryData';

export default { title: 'Catalogue / Balance checker' };

export const Default: Story = () => <BalanceCheckerView brands={SAMPLE_BRANDS} />;

export const Controlled: Story = () => {
  const [query, setQuery] = useState('gr');
  return (
    <>
      <p>query “{query}”</p>
      <BalanceCheckerView brands={SAMPLE_BRANDS} query={query} onQueryChange={setQuery} />
    </>
  );
};

export const Loading: Story = () => <BalanceCheckerView brands={undefined} status="loading" />;

export const Error: Story = () => (
  <BalanceCheckerView brands={undefined} status="error" onRetry={() => undefined} />
);

export const Empty: Story = () => (
  <BalanceCheckerView brands={SAMPLE_BRANDS} defaultQuery="no such brand" />
);

/** #19 The no-match state with its illustration, in the dark theme. */
export const EmptyDark: Story = () => (
  <Dark>
    <BalanceCheckerView brands={SAMPLE_BRANDS} defaultQuery="no such brand" />
  </Dark>
);

export const DarkTheme: Story = () => (
  <Dark>
    <BalanceCheckerView brands={SAMPLE_BRANDS} />
  </Dark>
);

export const SmallScreen: Story = () => <BalanceCheckerView brands={SAMPLE_BRANDS} />;
SmallScreen.meta = { width: 'xsmall' };

export const ScreenConnected: Story = () => <BalanceCheckerScreen />;

export const ScreenLoading: Story = () => (
  <WithProvider kind="loading">
    <BalanceCheckerScreen />
  </WithProvider>
);

export const ScreenError: Story = () => (
  <WithProvider kind="error">
    <BalanceCheckerScreen />
  </WithProvider>
);

export const ScreenNoBrands: Story = () => (
  <WithProvider kind="empty">
    <BalanceCheckerScreen />
  </WithProvider>
);
