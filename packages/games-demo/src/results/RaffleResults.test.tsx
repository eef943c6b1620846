import { render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pointerDrag } from '@giftcash/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawHistoryEntry } from '@giftcash/core';
import { RaffleResultsView } from './RaffleResultsView';
import { RaffleResultsScreen } from './RaffleResultsScreen';
import { renderWithProvider, sampleProvider } from '../testing/renderWithProvider';
import { GiftcashError } from '@giftcash/core';

const draws: DrawHistoryEntry[] = [
  {
    lottery_id: 'd',
    draw_index: 12,
    draw_at: Date.UTC(2026, 10, 20, 17),
    report: [
      { place: 1, name: 'Amy', win_amount: 10_000_000 },
      { place: 4, name: 'Ben', win_amount: 2_500_000 },
      { place: 5, name: 'Cat', win_amount: 750_000 },
    ],
  },
  {
    lottery_id: 'd',
    draw_index: 11,
    draw_at: Date.UTC(2026, 10, 19, 17),
    report: [{ place: 2, name: 'Dee', win_amount: 7_000_000 }],
  },
];

describe('RaffleResultsView', () => {
  it('selects the first draw and shows podium defaults and the places table', () => {
    render(<RaffleResultsView draws={draws} />);
    expect(screen.getByRole('button', { name: /Draw 12/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Draw 12' })).toBeInTheDocument();
    expect(screen.getByText('20/11/2026, 17:00')).toBeInTheDocument();
    const podium = within(screen.getByRole('list', { name: 'Top three' }));
    // The podium: "prize in millions with 2 decimals", defaults 10.00M, 7.50M, 3.50M.
    expect(podium.getByText('10.00M')).toBeInTheDocument();
    expect(podium.getByText('Amy')).toBeInTheDocument();
    expect(podium.getByText('7.50M')).toBeInTheDocument();
    expect(podium.getByText('3.50M')).toBeInTheDocument();
    expect(podium.getAllByRole('listitem')[0]).toHaveTextContent('1st10.00M coinsAmy');
    expect(podium.getAllByText('-')).toHaveLength(2);
    const rows = screen.getAllByRole('row');
    expect(rows[0]).toHaveTextContent('PlacePrizeName');
    expect(rows[1]).toHaveTextContent('42.5M coinsBen');
    expect(rows[2]).toHaveTextContent('5750K coinsCat');
  });

  it('switches draws and reports the change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RaffleResultsView draws={draws} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: /Draw 11/ }));
    expect(onValueChange).toHaveBeenCalledWith(11);
    expect(screen.getByRole('heading', { name: 'Draw 11' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Top three' })).getByText('7.00M'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('does not select a draw at the end of a mouse drag', () => {
    render(<RaffleResultsView draws={draws} />);
    const strip = screen.getByRole('group', { name: 'Draws' });
    pointerDrag(strip, { from: 200, to: 120 });
    fireEvent.click(screen.getByRole('button', { name: /Draw 11/ }));
    expect(screen.getByRole('heading', { name: 'Draw 12' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Draw 11/ }));
    expect(screen.getByRole('heading', { name: 'Draw 11' })).toBeInTheDocument();
  });
});

/** Two draws the person `usr_me` placed in: 5th in Draw 12 (the newest) and 2nd in Draw 11. */
const won: DrawHistoryEntry[] = [
  {
    ...draws[0]!,
    report: draws[0]!.report.map((item) =>
      item.place === 5 ? { ...item, user_id: 'usr_me', name: 'Sarah M.' } : item,
    ),
  },
  { ...draws[1]!, report: [{ ...draws[1]!.report[0]!, user_id: 'usr_me' }] },
];

describe("RaffleResultsView: the person's own win", () => {
  it('a winner who opens the results sees their win revealed, its draw selected and their place marked You', async () => {
    const user = userEvent.setup();
    // They won only in Draw 11, not the draw selected by default.
    render(<RaffleResultsView draws={[draws[0]!, won[1]!]} userId="usr_me" />);
    const reveal = await screen.findByRole('region', { name: 'You won 7M coins in Draw 11' });
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(reveal).toHaveTextContent('You came 2nd. Your place is marked below.');
    expect(screen.getByRole('button', { name: /Draw 11/ })).toHaveAttribute('aria-pressed', 'true');
    const second = within(screen.getByRole('list', { name: 'Top three' })).getAllByRole(
      'listitem',
    )[1]!;
    expect(second).toHaveTextContent('2nd7.00M coinsDeeYou');
    expect(second).toHaveAttribute('data-mine');
    await user.click(within(reveal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /You won/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Draw 11/ })).toHaveFocus();
  });

  it('a winner of two draws sees the newest, 5th, marked You in the places table; Escape closes it', async () => {
    const user = userEvent.setup();
    render(<RaffleResultsView draws={won} userId="usr_me" />);
    const reveal = await screen.findByRole('region', { name: 'You won 750K coins in Draw 12' });
    expect(reveal).toHaveTextContent('You came 5th.');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('5750K coinsSarah M. You');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /You won/ })).not.toBeInTheDocument();
  });

  it('someone who won nothing, or a visitor signed out, sees no reveal and no mark', () => {
    for (const userId of ['usr_other', undefined]) {
      const { unmount } = render(<RaffleResultsView draws={won} userId={userId} />);
      expect(screen.queryByRole('region', { name: /You won/ })).not.toBeInTheDocument();
      expect(screen.queryByText('You')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Draw 12/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      unmount();
    }
  });

  it('a win already seen (revealWin false) keeps the place marked without a reveal', () => {
    render(<RaffleResultsView draws={won} userId="usr_me" revealWin={false} />);
    expect(screen.queryByRole('region', { name: /You won/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('You');
  });
});

describe('RaffleResultsScreen', () => {
  afterEach(() => localStorage.clear());

  it('the sample person signed in sees their win once; reopening the page shows the newest draw and no reveal', async () => {
    const first = renderWithProvider(<RaffleResultsScreen userId="usr_7c1e9a42d0" />);
    const reveal = await screen.findByRole(
      'region',
      { name: /^You won 3\.5M coins in Draw \d+$/ },
      { timeout: 5000 },
    );
    // Focus moves in the reveal's effect, which may run just after the commit findByRole saw.
    await waitFor(() => expect(reveal).toHaveFocus());
    const drawName = within(reveal)
      .getByRole('heading')
      .textContent!.match(/Draw \d+/)![0];
    first.unmount();
    const user = userEvent.setup();
    renderWithProvider(<RaffleResultsScreen userId="usr_7c1e9a42d0" />);
    const draws = await screen.findAllByRole('button', { name: /^Draw \d+/ }, { timeout: 5000 });
    // The spec's default again (the newest draw); their draw shows their place when chosen.
    expect(draws[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByText(drawName, { selector: 'button span' }));
    expect(within(screen.getByRole('list', { name: 'Top three' })).getByText('You')).toBeVisible();
    expect(screen.queryByRole('region', { name: /You won/ })).not.toBeInTheDocument();
  });

  it('loads the draws from the provider under DAILY RAFFLE RESULTS', async () => {
    renderWithProvider(<RaffleResultsScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'DAILY RAFFLE RESULTS' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading raffle results...')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: /^Draw \d+/ }).length).toBeGreaterThan(1),
      { timeout: 5000 },
    );
  });

  it('shows Failed to load raffle results. with a Retry that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const base = sampleProvider();
    const provider = sampleProvider({
      getRaffleResults: (options) =>
        ++calls === 1
          ? Promise.reject(new GiftcashError('http', 'boom'))
          : base.getRaffleResults(options),
    });
    renderWithProvider(<RaffleResultsScreen />, provider);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load raffle results.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: /^Draw \d+/ }).length).toBeGreaterThan(1),
      { timeout: 5000 },
    );
  });
});
