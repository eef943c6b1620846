import { useState } from 'react';
import type { Story } from '@ladle/react';
import { BrandDetailView, type CoinsDemoResult, type CoinsGame } from '@giftcash/brand-detail';
import { ScratchCardScreen, WheelScreen } from '@giftcash/games-demo';
import { hostileBrand, kinds } from './brandKinds';

export default { title: 'Brand detail / BrandDetail' };

const demos = (game: CoinsGame, { onResult }: { onResult: (result: CoinsDemoResult) => void }) =>
  game === 'wheel' ? (
    <WheelScreen onResult={onResult} />
  ) : (
    <ScratchCardScreen onResult={onResult} />
  );

function WithDemos({ brand }: { brand: typeof kinds.denominations }) {
  const [result, setResult] = useState<CoinsDemoResult | null>(null);
  return (
    <BrandDetailView
      brand={brand}
      renderCoinsDemo={demos}
      demoResult={result}
      onDemoResult={setResult}
      shareUrl={`https://giftcash.co.uk/brand/${brand.id}`}
    />
  );
}

export const Default: Story = () => <WithDemos brand={kinds.denominations} />;
export const Denominations: Story = () => <WithDemos brand={kinds.denominations} />;
export const FreeValue: Story = () => <WithDemos brand={kinds.freeValue} />;
export const CashbackOnly: Story = () => <WithDemos brand={kinds.cashbackOnly} />;
export const CoinsOnly: Story = () => <WithDemos brand={kinds.coinsOnly} />;
export const TermsCopy: Story = () => <WithDemos brand={kinds.termsCopy} />;
export const NoTerms: Story = () => <WithDemos brand={kinds.noTerms} />;
export const BrokenImage: Story = () => <WithDemos brand={kinds.brokenImage} />;
export const HostileCopy: Story = () => <BrandDetailView brand={hostileBrand} />;

export const OverLimitError: Story = () => (
  <BrandDetailView
    brand={kinds.freeValue}
    defaultValue={String(kinds.freeValue.digital_face_value_limits.upper)}
    defaultErrorMessage={`Max £${kinds.freeValue.digital_face_value_limits.upper} per Gift Card`}
  />
);

export const Controlled: Story = () => {
  const [value, setValue] = useState('25');
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <p>
        Value: <output>{value || '(empty)'}</output> · Message: <output>{error ?? '(none)'}</output>
      </p>
      <BrandDetailView
        brand={kinds.freeValue}
        value={value}
        onValueChange={setValue}
        errorMessage={error}
        onErrorMessageChange={setError}
        renderCoinsDemo={demos}
      />
    </>
  );
};

export const Dark: Story = () => (
  <div data-theme="dark" style={{ background: 'var(--gc-bg)', padding: 16 }}>
    <WithDemos brand={kinds.freeValue} />
  </div>
);
