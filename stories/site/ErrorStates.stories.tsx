import type { Story } from '@ladle/react';
import { PageLoadFailed } from '../../playground/src/shell/RouteError';
import { ErrorArt, OfflineArt } from '../../playground/src/shell/ErrorArt';

export default { title: 'Site / Error States' };

/** A page whose code could not be fetched (#14.5), with the torn gift card art (#19). */
export const PageLoadError: Story = () => (
  <PageLoadFailed retrying={false} onRetry={() => undefined} />
);

/** The error state illustrations (#19): torn gift card, unplugged plug. */
export const Art: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'center', gap: 24 }}>
    <ErrorArt />
    <OfflineArt />
  </div>
);

/** The dark theme's art tokens. */
export const Dark: Story = () => (
  <div
    data-theme="dark"
    style={{ padding: 16, background: 'var(--gc-bg)', color: 'var(--gc-text)' }}
  >
    <PageLoadFailed retrying={false} onRetry={() => undefined} />
    <div style={{ display: 'flex', justifyContent: 'center', gap: 24, marginTop: 16 }}>
      <ErrorArt />
      <OfflineArt />
    </div>
  </div>
);
