// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DARK_DIM } from '@giftcash/sample/testing';

const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(PACKAGES, file), 'utf8');

describe('brand art in dark mode', () => {
  const tokens = read('core/src/styles/tokens.css');
  const at = tokens.indexOf("[data-theme='dark']");
  const [light, dark] = [tokens.slice(0, at), tokens.slice(at)];

  it('draws art as is in light mode and dims it by exactly what the art’s contrast allows for in dark', () => {
    expect(light).toMatch(/--gc-art-filter: none;/);
    expect(dark).toContain(`--gc-art-filter: brightness(${DARK_DIM});`);
  });

  it('applies the filter to every brand art image', () => {
    // Logos take core's brand-logo recipe (which carries the filter); other art has it in its own rule.
    expect(
      read('core/src/styles/components.css').split('.gc-brand-logo {')[1]?.split('}')[0],
    ).toContain('filter: var(--gc-art-filter);');
    expect(read('catalogue/src/brand-card/BrandCard.tsx')).toContain(
      'className="gc-brand-logo gc-brand-card-logo"',
    );
    // The marquee and the balance rows draw theirs with the catalogue's BrandLogo, which adds
    // `gc-brand-logo` to the class it is given.
    expect(read('catalogue/src/shared/BrandLogo.tsx')).toContain("className={'gc-brand-logo ' +");
    const logos: [string, string][] = [
      ['catalogue/src/brand-marquee/BrandMarquee.tsx', 'gc-brand-marquee-logo'],
      ['catalogue/src/balance-checker/BalanceCheckerView.tsx', 'gc-balance-logo'],
    ];
    for (const [file, name] of logos)
      expect(read(file), `${name} in ${file}`).toMatch(
        new RegExp(`<BrandLogo[^>]*className="${name}"`),
      );
    const uses: [string, string][] = [
      ['catalogue/src/brand-carousel/BrandCarousel.css', '.gc-brand-carousel-art img'],
      ['brand-detail/src/brand-detail/BrandDetailView.css', '.gc-brand-detail-card'],
      ['account/src/wallet/WalletView.css', '.gc-order-artwork'],
      ['account/src/wallet/WalletView.css', '.gc-order-logo'],
    ];
    for (const [file, selector] of uses) {
      const rule = read(file).split(`${selector} {`)[1]?.split('}')[0] ?? '';
      expect(rule, `${selector} in ${file}`).toContain('filter: var(--gc-art-filter);');
    }
  });

  it('shows gift card art at a real card’s proportions', () => {
    expect(
      read('brand-detail/src/brand-detail/BrandDetailView.css').split('.gc-brand-detail-card {')[1],
    ).toMatch(/^[^}]*aspect-ratio: 317 \/ 200;/);
    expect(read('account/src/wallet/WalletView.css').split('.gc-order-media {')[1]).toMatch(
      /^[^}]*aspect-ratio: 317 \/ 200;/,
    );
  });
});
