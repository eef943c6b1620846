import type { Story } from '@ladle/react';
import { FallbackImage } from '@giftcash/core/react';

export default { title: 'Core / Fallback image' };

export const Broken: Story = () => (
  <FallbackImage
    src="data:image/png;base64,AAAA"
    alt="A brand logo that failed to load"
    width={160}
  />
);
export const Missing: Story = () => <FallbackImage src={undefined} alt="No artwork" width={160} />;
