import { useState } from 'react';
import type { Story } from '@ladle/react';
import { StatusMessage } from '@giftcash/core/react';
import { BrandCarousel, BrandMarquee, nonPopularBrands } from '@giftcash/catalogue';
import { Dark, SAMPLE_BRANDS, SAMPLE_POPULAR } from './catalogueStoryData';

export default { title: 'Catalogue / Brand carousels' };

export const Default: Story = () => <BrandCarousel brands={SAMPLE_POPULAR} />;

export const Controlled: Story = () => {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <p>
        Auto-scroll is {playing ? 'on' : 'off'} (starts paused; the button or this toggle changes
        it).
      </p>
      <button type="button" className="gc-button" onClick={() => setPlaying(!playing)}>
        Toggle from outside
      </button>
      <BrandCarousel brands={SAMPLE_POPULAR} playing={playing} onPlayingChange={setPlaying} />
    </>
  );
};

export const Loading: Story = () => <StatusMessage kind="loading">Loading brands…</StatusMessage>;

export const Error: Story = () => (
  <StatusMessage kind="error" onRetry={() => undefined}>
    Failed to load brands. Please try again later.
  </StatusMessage>
);

export const Empty: Story = () => <BrandCarousel brands={[]} />;

export const BrokenLogos: Story = () => (
  <BrandCarousel
    brands={SAMPLE_POPULAR.slice(0, 6).map((brand) => ({
      ...brand,
      detail: { ...brand.detail, assets: { logo_url: 'https://invalid.example/missing.png' } },
    }))}
  />
);

export const DarkTheme: Story = () => (
  <Dark>
    <BrandCarousel brands={SAMPLE_POPULAR} />
  </Dark>
);

export const SmallScreen: Story = () => <BrandCarousel brands={SAMPLE_POPULAR} />;
SmallScreen.meta = { width: 'xsmall' };

export const Marquee: Story = () => <BrandMarquee brands={nonPopularBrands(SAMPLE_BRANDS)} />;

export const MarqueeDark: Story = () => (
  <Dark>
    <BrandMarquee brands={nonPopularBrands(SAMPLE_BRANDS)} />
  </Dark>
);

export const MarqueeEmpty: Story = () => <BrandMarquee brands={[]} />;

export const MarqueeSmallScreen: Story = () => (
  <BrandMarquee brands={nonPopularBrands(SAMPLE_BRANDS)} />
);
MarqueeSmallScreen.meta = { width: 'xsmall' };
