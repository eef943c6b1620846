import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../data/provider';

const provider = { getBrands: vi.fn() } as unknown as DataProvider;

/** A fresh, separate copy of a core module, as a second build of the package in one app would be. */
async function secondCopy<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

describe('two copies of @giftcash/core in one app (dual-package hazard)', () => {
  it('a screen from one copy finds the GiftcashProvider of the other', async () => {
    const first = await import('./GiftcashProvider');
    const second = await secondCopy(() => import('./GiftcashProvider'));
    expect(second.GiftcashProvider).not.toBe(first.GiftcashProvider);

    function Screen() {
      const { provider: found } = second.useGiftcash();
      return <p>{found === provider ? 'same provider' : 'another provider'}</p>;
    }
    render(
      <first.GiftcashProvider provider={provider}>
        <Screen />
      </first.GiftcashProvider>,
    );
    expect(screen.getByText('same provider')).toBeInTheDocument();
  });

  it('DialogClose from one copy closes a Dialog from the other', async () => {
    const first = await import('./Dialog');
    const second = await secondCopy(() => import('./Dialog'));
    const user = userEvent.setup();
    render(
      <first.Dialog title="Terms" defaultOpen>
        <second.DialogClose>Done</second.DialogClose>
      </first.Dialog>,
    );
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Terms' })).not.toBeInTheDocument();
  });
});
