import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { ReferralsScreen } from './ReferralsScreen';
import { ReferralsView } from './ReferralsView';
import { ReferralCode } from './ReferralCode';
import { ShareButtons, openInstagram } from './ShareButtons';
import {
  expectEachRetry,
  failingThenProfile,
  fakeProvider,
  profile,
  profileResponse,
  withProvider,
} from '../testing/fixtures';

describe('ReferralsScreen', () => {
  it('shows the sentence, level, progress, tiers, note and totals', async () => {
    render(<ReferralsScreen />, { wrapper: withProvider(fakeProvider()) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading referrals...');
    expect(
      await screen.findByText(
        'You have 4 completed referrals. Refer 2 more friends to reach Gold.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current level: Silver' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '4 of 6 completed referrals for Gold');
    for (const [name, range] of [
      ['Bronze', '0–2 referrals'],
      ['Silver', '3–5 referrals'],
      ['Gold', '6–9 referrals'],
      ['Platinum', '10+ referrals'],
    ]) {
      const tier = screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
      expect(within(tier).getByText(range as string)).toBeInTheDocument();
    }
    expect(
      within(
        screen.getByRole('heading', { level: 3, name: 'Silver' }).closest('li') as HTMLElement,
      ).getByText('Your level'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('£5.00 + 5M coins per referral')).toHaveLength(4);
    expect(screen.getByText('One 10M bonus coins grant')).toBeInTheDocument();
    expect(screen.getByText('Raffle entries boosted by 4')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Each invited friend will get 10M Coins the first time they redeem £10+ in cashback buying more gift cards.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign ups').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Referrals completed').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Cashback earned').nextElementSibling).toHaveTextContent('£20.00');
    expect(screen.getByText('Coins earned').nextElementSibling).toHaveTextContent(/^20,000,000$/);
  });

  it('keeps the nine networks one press away, and offers the system share sheet where there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      render(<ReferralsScreen />, { wrapper: withProvider(fakeProvider()) });
      await user.click(await screen.findByRole('button', { name: 'Share your code' }));
      expect(share).toHaveBeenCalledWith({
        text: 'Join me on GiftCash with my referral code: SARAH25!',
        url: 'https://giftcash.co.uk/app?referral_code=SARAH25',
      });
      const more = screen.getByText('More ways to share').closest('details') as HTMLElement;
      expect(more).not.toHaveAttribute('open');
      await user.click(screen.getByText('More ways to share'));
      expect(more).toHaveAttribute('open');
      expect(within(more).getAllByRole('link')).toHaveLength(9);
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('without a system share sheet the disclosure names where the code can go', async () => {
    render(<ReferralsScreen />, { wrapper: withProvider(fakeProvider()) });
    expect(await screen.findByText('Share on social media or by email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share your code' })).not.toBeInTheDocument();
  });

  it('builds the nine share links with the encoded message', async () => {
    render(<ReferralsScreen />, { wrapper: withProvider(fakeProvider()) });
    const list = await screen.findByRole('list', { name: 'Share your referral code' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Share on Facebook',
      'Share on Instagram',
      'Share on Twitter',
      'Share on WhatsApp',
      'Share on LinkedIn',
      'Share on Email',
      'Share on Telegram',
      'Share on Reddit',
      'Share on Pinterest',
    ]);
    const message = encodeURIComponent('Join me on GiftCash with my referral code: SARAH25!');
    const url = encodeURIComponent('https://giftcash.co.uk/app?referral_code=SARAH25');
    expect(screen.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${url}&text=${message}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/',
    );
    expect(screen.getByRole('link', { name: 'Share on Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
    for (const link of links.filter((a) => !a.getAttribute('href')?.startsWith('mailto:'))) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the top tier sentence and a full bar at Platinum', () => {
    render(<ReferralsView profile={{ ...profile, referral_total_deposit: 12 }} />);
    expect(screen.getByText("You've reached the highest tier!")).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', '12 completed referrals: highest tier reached');
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
  });

  it('shows the error, its default, the malformed referral and the empty state', async () => {
    const user = userEvent.setup();
    const getProfile = failingThenProfile(502, profileResponse({ referral: null }));
    const { unmount } = render(<ReferralsScreen />, {
      wrapper: withProvider(fakeProvider({ getProfile })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Request failed with status code 502',
    );
    await expectEachRetry(user, [
      'Error: Failed to load referral data.',
      'Referral data is missing or malformed.',
    ]);
    unmount();
    render(<ReferralsScreen />, {
      wrapper: withProvider(
        fakeProvider({ getProfile: () => Promise.resolve(undefined as never) }),
      ),
    });
    expect(await screen.findByText('No referral data found.')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(renderToString(<ReferralsView profile={profile} />)).toContain('My Referrals');
  });
});

describe('ReferralCode', () => {
  afterEach(() => vi.useRealTimers());

  it('copies, says Copied! for 2 seconds, then Copy to clipboard again', async () => {
    vi.useFakeTimers();
    const copy = vi.fn(() => Promise.resolve());
    render(<ReferralCode code="SARAH25" copy={copy} />);
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy to clipboard');
    expect(button).toHaveAccessibleDescription('Copy to clipboard');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(copy).toHaveBeenCalledWith('SARAH25');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy to clipboard');
  });

  it('explains when the clipboard is refused', async () => {
    const user = userEvent.setup();
    render(
      <ReferralCode
        code="SARAH25"
        copy={() =>
          Promise.reject(
            new Error('Could not copy to the clipboard. Please copy the text by hand.'),
          )
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not copy to the clipboard. Please copy the text by hand.',
    );
  });

  it('is disabled without a code', () => {
    render(<ReferralCode code={undefined} />);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
    expect(screen.getByText('No referral code yet')).toBeInTheDocument();
  });
});

describe('Instagram share', () => {
  afterEach(() => vi.useRealTimers());

  it('on mobile tries the app, then opens the site after 0.5 s', () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const event = { preventDefault: vi.fn() } as unknown as Parameters<typeof openInstagram>[0];
    const location = window.location;
    const assigned: string[] = [];
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        set href(v: string) {
          assigned.push(v);
        },
      },
    });
    try {
      openInstagram(event, true);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(assigned).toEqual(['instagram://sharesheet']);
      vi.advanceTimersByTime(499);
      expect(open).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(open).toHaveBeenCalledWith(
        'https://www.instagram.com/',
        '_blank',
        'noopener,noreferrer',
      );
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it('on desktop leaves the link to open the site', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareButtons url="https://x.example" text="hi" isMobile={() => false} />);
    const link = screen.getByRole('link', { name: 'Share on Instagram' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(open).not.toHaveBeenCalled();
  });
});
