import { createElement, useEffect, useRef, useState } from 'react';
import type { Story } from '@ladle/react';
import { defineGiftcashElements, type GiftcashEmbedEventMap } from '@giftcash/embed';
import { provideEmbedStyles } from '../../packages/embed/src/styles/embedStyles';
import tokensCss from '../../packages/core/src/styles/tokens.css?inline';
import componentsCss from '../../packages/core/src/styles/components.css?inline';
import carouselCss from '../../packages/catalogue/src/brand-carousel/BrandCarousel.css?inline';
import wheelCss from '../../packages/games-demo/src/wheel/Wheel.css?inline';
import scratchCss from '../../packages/games-demo/src/scratch/ScratchCard.css?inline';

// Stories bundle the elements from source with Ladle's React; the published scripts inline this
// CSS (reset, tokens, rem → px) at build time instead (packages/embed/scripts).
provideEmbedStyles({
  base: `:host{all:initial;display:block}.gc-embed>.gc-embed-root{background:var(--gc-bg);color:var(--gc-text);border-radius:var(--gc-radius)}${tokensCss}${componentsCss}`,
  carousel: carouselCss,
  wheel: wheelCss,
  scratch: scratchCss,
});
defineGiftcashElements();

export default { title: 'Embed / Custom elements' };

type Attributes = Record<string, string | undefined>;
const carousel = (attributes: Attributes = {}) =>
  createElement('giftcash-brand-carousel', { 'data-source': 'sample', ...attributes });
const wheel = (attributes: Attributes = {}) =>
  createElement('giftcash-wheel', { 'data-source': 'sample', ...attributes });
const scratch = (attributes: Attributes = {}) =>
  createElement('giftcash-scratch-card', { 'data-source': 'sample', ...attributes });

/** The three elements as a partner page shows them. */
export const Default: Story = () => (
  <div style={{ display: 'grid', gap: 32, maxWidth: 960 }}>
    {carousel({ 'partner-id': 'acme' })}
    {wheel()}
    {scratch()}
  </div>
);

/** `theme="dark"` on a light page: the widget paints its own dark surface. */
export const Dark: Story = () => (
  <div style={{ display: 'grid', gap: 32, maxWidth: 960 }}>
    {carousel({ theme: 'dark' })}
    {wheel({ theme: 'dark' })}
  </div>
);

/** `category="groceries"`: one category's brands. */
export const Category: Story = () => carousel({ category: 'groceries', autoplay: 'false' });

/** No brands in the category. */
export const Empty: Story = () => carousel({ category: 'no-such-category' });

/** An unusable `data-source`: the error state with Retry, and a `giftcash:error` event. */
export const Error: Story = () => carousel({ 'data-source': 'ftp://example.test' });

/** Tokens set from outside (`--gc-accent`, `--gc-font`) theme the widget. */
export const ThemedFromOutside: Story = () => (
  <div
    style={{
      ['--gc-accent' as string]: '#0a7c59',
      ['--gc-on-accent' as string]: '#ffffff',
      ['--gc-font' as string]: 'Georgia, serif',
    }}
  >
    {carousel({ autoplay: 'false' })}
  </div>
);

/** Every event the elements dispatch, as the host page receives it. */
export const Events: Story = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    const types: (keyof GiftcashEmbedEventMap)[] = [
      'giftcash:brand-select',
      'giftcash:spin-end',
      'giftcash:scratch-complete',
      'giftcash:error',
    ];
    const onEvent = (event: Event) => {
      if (event.type === 'giftcash:brand-select') event.preventDefault();
      setLog((lines) => [
        ...lines,
        `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`,
      ]);
    };
    for (const type of types) host.addEventListener(type, onEvent);
    return () => {
      for (const type of types) host.removeEventListener(type, onEvent);
    };
  }, []);
  return (
    <div ref={ref} style={{ display: 'grid', gap: 24, maxWidth: 960 }}>
      {carousel({ autoplay: 'false' })}
      {wheel()}
      <pre aria-label="Events" style={{ whiteSpace: 'pre-wrap' }}>
        {log.join('\n') || 'Click a brand (navigation is cancelled here) or spin the wheel.'}
      </pre>
    </div>
  );
};
