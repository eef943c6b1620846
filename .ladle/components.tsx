import { useEffect, useMemo } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import '@giftcash/core/styles.css';
import '@giftcash/core/font.css';
import '@giftcash/catalogue/styles.css';
import '@giftcash/brand-detail/styles.css';
import '@giftcash/games-demo/styles.css';
import '@giftcash/account/styles.css';
import './stories.css';

/** Every story gets the sample data provider, the package CSS and the theme from Ladle's switch. */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const provider = useMemo(() => createSampleProvider({ storage: null }), []);
  const theme = globalState.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <GiftcashProvider provider={provider}>
      <div className="gc-story" data-theme={theme}>
        {children}
      </div>
    </GiftcashProvider>
  );
};
