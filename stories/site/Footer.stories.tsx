import type { Story } from '@ladle/react';
import { SiteFooter } from '../../playground/src/shell/SiteFooter';
// The site loads the footer's styles with the layout (the footer itself hydrates later).
import '../../playground/src/shell/SiteFooter.css';

export default { title: 'Site / Footer' };

/** Contact, app links with QR code, social and legal links, complaints PDF, version 1.0.2. */
export const Default: Story = () => <SiteFooter />;

/** With the data-source note the site shows when it reads an HTTP API. */
export const WithDataNote: Story = () => (
  <SiteFooter
    note={
      <>
        Data: HTTP API at <code>http://127.0.0.1:4311/api</code>
      </>
    }
  />
);

/** The dark theme's tokens. */
export const Dark: Story = () => (
  <div data-theme="dark" style={{ background: 'var(--gc-bg)', color: 'var(--gc-text)' }}>
    <SiteFooter />
  </div>
);
