import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createRef, type ReactElement, type Ref } from 'react';
import { AccountLayout } from '../layout/AccountLayout';
import { AccountMenu } from '../layout/AccountMenu';
import { Medal } from '../medal/Medal';
import { PersonalInfoView } from '../personal/PersonalInfoView';
import { ProfileView } from '../profile/ProfileView';
import { ReferralCode } from '../referrals/ReferralCode';
import { ReferralsView } from '../referrals/ReferralsView';
import { ShareButtons } from '../referrals/ShareButtons';
import { RewardsView } from '../rewards/RewardsView';
import { WinningsChart } from '../rewards/WinningsChart';
import { WalletView } from '../wallet/WalletView';
import { OrderTile } from '../wallet/OrderTile';
import { order, orders, profile, wallet } from './fixtures';

type Case = [name: string, make: (props: { ref: Ref<Element>; className: string; 'data-testid': string }) => ReactElement];

// What every public component owes: forwards its ref to its root element, merges className,
// spreads the rest of its props, and has no axe violations (colour contrast is checked by the
// end-to-end suite, in a real browser, in both themes).
const cases: Case[] = [
  ['AccountMenu', (p) => <AccountMenu {...p} ref={p.ref as Ref<HTMLElement>} pathname="/account" />],
  ['AccountLayout', (p) => <AccountLayout {...p} ref={p.ref as Ref<HTMLDivElement>} pathname="/account/balances" />],
  ['Medal', (p) => <Medal {...p} ref={p.ref as Ref<SVGSVGElement>} tier="gold" />],
  ['ProfileView', (p) => <ProfileView {...p} ref={p.ref as Ref<HTMLElement>} profile={profile} wallet={wallet} />],
  ['PersonalInfoView', (p) => <PersonalInfoView {...p} ref={p.ref as Ref<HTMLElement>} profile={profile} />],
  ['WalletView', (p) => <WalletView {...p} ref={p.ref as Ref<HTMLElement>} orders={orders} />],
  ['OrderTile', (p) => <OrderTile {...p} ref={p.ref as Ref<HTMLElement>} order={order()} />],
  ['RewardsView', (p) => <RewardsView {...p} ref={p.ref as Ref<HTMLElement>} profile={profile} wallet={wallet} />],
  ['WinningsChart', (p) => <WinningsChart {...p} ref={p.ref as Ref<SVGSVGElement>} games={profile.minigames} />],
  ['ReferralsView', (p) => <ReferralsView {...p} ref={p.ref as Ref<HTMLElement>} profile={profile} />],
  ['ReferralCode', (p) => <ReferralCode {...p} ref={p.ref as Ref<HTMLDivElement>} code="SARAH25" />],
  ['ShareButtons', (p) => <ShareButtons {...p} ref={p.ref as Ref<HTMLUListElement>} url="https://x.example" text="Hi" />],
];

describe.each(cases)('%s conformance', (_name, make) => {
  it('forwards its ref, merges className and spreads rest props', () => {
    const ref = createRef<Element>();
    const { getByTestId } = render(make({ ref, className: 'host-class', 'data-testid': 'root' }));
    const root = getByTestId('root');
    expect(ref.current).toBe(root);
    expect(root.getAttribute('class')).toContain('host-class');
    expect(root.getAttribute('class')).toMatch(/gc-/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<main>{make({ ref: createRef(), className: '', 'data-testid': 'root' })}</main>);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
