import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WinnersStrip } from './WinnersStrip';
import { WinnersStripScreen } from './WinnersStripScreen';
import { SAMPLE_WINNERS } from './sampleWinners';
import { failing, renderWithProvider, sampleProvider } from '../testing/renderWithProvider';

describe('WinnersStrip', () => {
  it('shows at most 20 winners with pounds and coins', () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      amount: i % 2 ? 2.5 : 250_000,
      name: 'Wheel',
      username: `U${i}`,
      currency: (i % 2 ? 2 : 1) as 1 | 2,
      date: 0,
    }));
    render(<WinnersStrip items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getAllByText('won £2.50')[0]).toBeInTheDocument();
    expect(screen.getAllByText('won 250K coins')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Real Recent Winners' })).toBeInTheDocument();
  });

  it('writes whole pounds with two decimals and coins by the K and M rule', () => {
    const at = (amount: number, currency: 1 | 2) => ({
      amount,
      name: 'Wheel',
      username: 'Ann',
      currency,
      date: 0,
    });
    render(<WinnersStrip items={[at(10, 2), at(1_250, 1), at(1_000, 1), at(7_500_000, 1)]} />);
    for (const text of ['won £10.00', 'won 1.25K coins', 'won 1K coins', 'won 7.5M coins'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says so when there are no winners', () => {
    render(<WinnersStrip items={[]} />);
    expect(screen.getByText('No recent winners yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('falls back to the 8 built-in sample winners when the winners call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProvider(<WinnersStripScreen />, sampleProvider({ getWinners: failing() }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8), { timeout: 5000 });
    expect(SAMPLE_WINNERS).toHaveLength(8);
    expect(screen.getByText(SAMPLE_WINNERS[0]?.username as string)).toBeInTheDocument();
  });

  it('shows up to 20 winners from the provider', async () => {
    renderWithProvider(<WinnersStripScreen />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20), {
      timeout: 5000,
    });
  });
});
