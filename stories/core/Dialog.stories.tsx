import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Dialog } from '@giftcash/core/react';

export default { title: 'Core / Dialog' };

export const Default: Story = () => (
  <Dialog
    title="How to Play"
    description="Spin the wheel to win coins, cash or a gift card."
    trigger={
      <button type="button" className="gc-button">
        How to Play
      </button>
    }
  >
    <p>Each spin costs coins. Prizes in this demo are for display only.</p>
  </Dialog>
);

export const Controlled: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="gc-button" onClick={() => setOpen(true)}>
        Open ({open ? 'open' : 'closed'})
      </button>
      <Dialog title="Terms and Conditions" open={open} onOpenChange={setOpen}>
        <p>Gift cards are valid for 12 months from purchase.</p>
      </Dialog>
    </>
  );
};
