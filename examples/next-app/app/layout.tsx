import type { ReactNode } from 'react';
import '@giftcash/core/styles.css';
import '@giftcash/catalogue/styles.css';
import '@giftcash/brand-detail/styles.css';
import '@giftcash/games-demo/styles.css';
import '@giftcash/account/styles.css';
import { Providers } from './providers';

export const metadata = { title: 'GiftCash in Next.js' };

// A Server Component: it renders the client wrapper that holds GiftcashProvider.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
