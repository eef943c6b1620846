import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavingsCalculator } from './SavingsCalculator';

const yearly = () => document.querySelector('.gc-savings-amount')!.textContent;

describe('SavingsCalculator', () => {
  it('starts at £200 a month with the 5% average: £120.00 a year', () => {
    render(<SavingsCalculator />);
    const slider = screen.getByRole('slider', { name: 'Monthly spend' });
    expect(slider).toHaveValue('200');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1000');
    expect(slider).toHaveAttribute('step', '10');
    expect(yearly()).toBe('£120.00');
  });

  it('uses the chosen category rate and deselects on a second click', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator />);
    await user.click(screen.getByRole('button', { name: 'Supermarket' }));
    expect(screen.getByRole('button', { name: 'Supermarket' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(yearly()).toBe('£112.80');
    await user.click(screen.getByRole('button', { name: 'Travel' }));
    expect(yearly()).toBe('£192.00');
    await user.click(screen.getByRole('button', { name: 'Travel' }));
    expect(screen.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'false');
    expect(yearly()).toBe('£120.00');
  });

  it('recomputes when the slider moves', () => {
    render(<SavingsCalculator defaultCategory="fashion" />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '1000' } });
    expect(yearly()).toBe('£864.00');
    expect(screen.getByText('£1,000.00')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '0' } });
    expect(yearly()).toBe('£0.00');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onCategoryChange = vi.fn();
    render(<SavingsCalculator spend={500} category="tech" onCategoryChange={onCategoryChange} />);
    expect(yearly()).toBe('£252.00');
    await user.click(screen.getByRole('button', { name: 'Tech' }));
    expect(onCategoryChange).toHaveBeenCalledWith(null);
    expect(yearly()).toBe('£252.00');
  });
});
