import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandDialogsModule, LazyTerms } from './lazyDialogs';

function Terms() {
  const [open, setOpen] = useState(false);
  const trigger = (
    <button type="button" onClick={() => setOpen(true)}>
      View Terms
    </button>
  );
  return (
    <LazyTerms
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      brandName="Paper & Ribbon"
      copy="1. Use it online."
    />
  );
}

describe('LazyTerms', () => {
  it('keeps the very trigger element when the dialog code arrives, so a press under way is not lost', async () => {
    const user = userEvent.setup();
    render(<Terms />);
    const button = screen.getByRole('button', { name: 'View Terms' });
    // A press begins, the chunk lands, the press ends: one element throughout, so it is a click.
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await act(() => brandDialogsModule.load());
    expect(button).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Terms' })).toBe(button);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toHaveTextContent(
      '1. Use it online.',
    );
  });
});
