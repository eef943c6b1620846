import { useState } from 'react';
import type { Story } from '@ladle/react';
import { SavingsCalculator, type SavingsCategory } from '@giftcash/catalogue';
import { Dark } from './catalogueStoryData';

export default { title: 'Catalogue / Savings calculator' };

export const Default: Story = () => <SavingsCalculator />;

export const Controlled: Story = () => {
  const [spend, setSpend] = useState(450);
  const [category, setCategory] = useState<SavingsCategory | null>('fashion');
  return (
    <>
      <p>
        £{spend} a month, {category ?? 'average'}
      </p>
      <SavingsCalculator
        spend={spend}
        onSpendChange={setSpend}
        category={category}
        onCategoryChange={setCategory}
      />
    </>
  );
};

export const Empty: Story = () => <SavingsCalculator defaultSpend={0} />;

export const Maximum: Story = () => (
  <SavingsCalculator defaultSpend={1000} defaultCategory="travel" />
);

export const DarkTheme: Story = () => (
  <Dark>
    <SavingsCalculator defaultCategory="supermarket" />
  </Dark>
);

export const SmallScreen: Story = () => <SavingsCalculator />;
SmallScreen.meta = { width: 'xsmall' };
