import { BalanceCheckerScreen } from '@giftcash/catalogue';

/** `/check-gift-card-balance`: how to check the balance of each brand's gift card. */
export function BalanceCheckerPage() {
  return (
    <div className="site-page catalogue-page">
      <header className="catalogue-page-header">
        <h1>Gift Card Balance Checker</h1>
        <p>
          Find your brand to see how to check what is left on its gift card. Choose a brand to open
          its page.
        </p>
      </header>
      <BalanceCheckerScreen />
    </div>
  );
}
