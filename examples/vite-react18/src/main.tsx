import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@giftcash/core/styles.css';
import '@giftcash/catalogue/styles.css';
import '@giftcash/brand-detail/styles.css';
import '@giftcash/games-demo/styles.css';
import '@giftcash/account/styles.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
