import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lottery } from '@giftcash/core';
import { AppDownloadDialog } from '@giftcash/core/react';
import { DailyRaffleView } from './DailyRaffleView';
import { DailyRaffleScreen } from './DailyRaffleScreen';
import { failing, renderWithProvider, sampleProvider } from '../testing/renderWithProvider';

const raffle: Lottery = {
  id: 'daily',
  name: 'Daily Raffle',
  lottery_status: 1,
  repeat_seconds: 86_400,
  draw_index: 100,
  next_draw_index: 101,
  next_draw_at: Date.UTC(2030, 0, 1, 17),
  config: { payouts: [{ place: 2, type: 1, amount: 7_000_000 }] },
  free_entries: 1,
  add_prize_label: 'a £50 gift card',
};

describe('DailyRaffleView', () => {
  it('shows the next draw, number, podium with defaults, countdown and entries', () => {
    // The clock a day before the draw (a draw more than a week ahead is not believed).
    render(<DailyRaffleView raffle={raffle} now={() => Date.UTC(2029, 11, 31, 17)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Raffle' })).toBeInTheDocument();
    expect(screen.getByText('Next Tuesday 1 January at 17:00')).toBeInTheDocument();
    expect(screen.getByText('Draw number: 101')).toBeInTheDocument();
    expect(screen.getByText('Draw 101 closes in:')).toBeInTheDocument();
    const podium = within(screen.getByRole('list', { name: 'Top prizes' }));
    expect(podium.getByText('10M')).toBeInTheDocument();
    expect(podium.getByText('7M')).toBeInTheDocument();
    expect(podium.getByText('3.5M')).toBeInTheDocument();
    expect(screen.getByText('Your Entries:')).toHaveTextContent('Your Entries: 1');
    expect(screen.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('link', { name: 'Raffle Results' })).toHaveAttribute(
      'href',
      '/raffle-results',
    );
  });

  it('carries the raffle ticket artwork above the title, hidden from assistive technology', () => {
    const { container } = render(<DailyRaffleView raffle={raffle} />);
    const art = container.querySelector('.gc-raffle-art');
    expect(art).toHaveAttribute('data-kind', 'raffle');
    expect(art?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(art?.nextElementSibling).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('shows 1st Place also gets: only when both the label and the image are supplied', () => {
    const { rerender } = render(<DailyRaffleView raffle={raffle} />);
    expect(screen.queryByText('1st Place also gets:')).not.toBeInTheDocument();
    rerender(<DailyRaffleView raffle={{ ...raffle, add_prize_img_url: 'javascript:alert(1)' }} />);
    expect(screen.queryByText('1st Place also gets:')).not.toBeInTheDocument();
    rerender(
      <DailyRaffleView raffle={{ ...raffle, add_prize_img_url: 'https://example.com/card.png' }} />,
    );
    expect(screen.getByText('1st Place also gets:')).toBeInTheDocument();
    expect(screen.getByText('a £50 gift card')).toBeInTheDocument();
  });

  it('opens Prizes & Odds with a Place / Prize table, or No prize data available.', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DailyRaffleView raffle={raffle} />);
    await user.click(screen.getByRole('button', { name: 'Prizes & Odds' }));
    const dialog = screen.getByRole('dialog', { name: 'Prizes & Odds' });
    expect(within(dialog).getByRole('columnheader', { name: 'Place' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '7M coins' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    rerender(<DailyRaffleView raffle={null} />);
    await user.click(screen.getByRole('button', { name: 'Prizes & Odds' }));
    expect(
      within(screen.getByRole('dialog')).getByText('No prize data available.'),
    ).toBeInTheDocument();
  });

  it('writes cash prizes with thousands separators', async () => {
    const user = userEvent.setup();
    render(
      <DailyRaffleView
        raffle={{ ...raffle, config: { payouts: [{ place: 1, type: 2, amount: 999_999 }] } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Prizes & Odds' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Prizes & Odds' })).getByRole('cell', {
        name: '£999,999.00',
      }),
    ).toBeInTheDocument();
  });

  it('does not count down to a draw time a century ahead', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    render(
      <DailyRaffleView
        raffle={{ ...raffle, next_draw_at: now + 100 * 365.25 * 86_400_000 }}
        now={() => now}
      />,
    );
    expect(screen.getByRole('timer')).toHaveAccessibleName('0 hours, 0 minutes, 0 seconds');
    expect(screen.getByText('Next -')).toBeInTheDocument();
  });

  it('opens How to Play, and Play for Free leads to the app (or the control the site supplies)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DailyRaffleView raffle={raffle} />);
    await user.click(screen.getByRole('button', { name: 'How to Play' }));
    expect(screen.getByRole('dialog', { name: 'How to Play' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Play for Free' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
    rerender(
      <DailyRaffleView
        raffle={raffle}
        playForFree={
          <AppDownloadDialog
            trigger={
              <button type="button" className="gc-button">
                Play for Free
              </button>
            }
          />
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Play for Free' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByRole('link', { name: 'Download on the App Store' }),
    ).toBeInTheDocument();
  });
});

describe('DailyRaffleScreen', () => {
  it('shows Loading raffle data... with a placeholder draw 24 h ahead, then the raffle', async () => {
    renderWithProvider(<DailyRaffleScreen />);
    expect(screen.getByText('Loading raffle data...')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^(24|23)hrs/);
    await waitFor(() => expect(screen.getByText(/^Draw number: \d+$/)).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.queryByText('Loading raffle data...')).not.toBeInTheDocument();
  });

  it('keeps the placeholder and its countdown when the raffle call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProvider(
      <DailyRaffleScreen />,
      sampleProvider({ getLotteries: failing('Network Error') }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error: Network Error',
    );
    expect(screen.getByText('Draw number: -')).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toMatch(/^(24|23)hrs/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
