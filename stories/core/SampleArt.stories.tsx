import type { Story } from '@ladle/react';
import { brandLogo, giftCardImage } from '@giftcash/sample';

export default { title: 'Core / Sample art' };

// Generated per brand from its name and colour (#19); long and awkward names included.
const BRANDS: [string, string][] = [
  ['Paper & Ribbon', '#c0392b'],
  ['Gourmet Grove', '#1e6f5c'],
  ['Harbour & Pine', '#2c3e8f'],
  ['PixelPoint', '#8e44ad'],
  ['The Book Nook', '#d35400'],
  ['Seaside Scoops', '#16a085'],
  ['Sunny Side Bakery', '#f4c542'],
  ['Zoë’s Café', '#2d3436'],
  ['Petal & Stem', '#e84393'],
  ['Blue Lagoon Travel', '#0984e3'],
  ['Honeycomb Home', '#fdcb6e'],
  ['Wolfram & Wilde Extraordinarily Long Department Store Name', '#00acc1'],
];

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 16,
  padding: 16,
} as const;
const art = {
  display: 'block',
  width: '100%',
  height: 'auto',
  filter: 'var(--gc-art-filter)',
} as const;

export const GiftCards: Story = () => (
  <ul style={{ ...grid, margin: 0, listStyle: 'none' }}>
    {BRANDS.map(([name, colour]) => (
      <li key={name}>
        <img
          src={giftCardImage(name, colour)}
          alt={`${name} gift card`}
          width={317}
          height={200}
          style={{ ...art, aspectRatio: '317 / 200', borderRadius: 8 }}
        />
      </li>
    ))}
  </ul>
);

export const LogoMarks: Story = () => (
  <ul
    style={{
      ...grid,
      gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
      margin: 0,
      listStyle: 'none',
    }}
  >
    {BRANDS.map(([name, colour]) => (
      <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <img
          src={brandLogo(name, colour)}
          alt={`${name} logo`}
          width={72}
          height={72}
          style={{ ...art, width: 72, borderRadius: 8 }}
        />
        <img
          src={brandLogo(name, colour)}
          alt=""
          width={40}
          height={40}
          style={{ ...art, width: 40, borderRadius: '50%' }}
        />
      </li>
    ))}
  </ul>
);
