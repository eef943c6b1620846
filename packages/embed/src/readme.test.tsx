import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TYPE } from '@giftcash/core';
import { defineGiftcashElements } from './define';
import type { GiftcashEmbedEventMap } from './events';

// The README's event table quotes what `giftcash:spin-end` sends as `label`; the labels come from
// core's prize formatting, which may change, so the table is checked against the element here
// rather than typed twice.
const README = readFileSync(path.join(__dirname, '../README.md'), 'utf8');

beforeAll(() => defineGiftcashElements());
afterEach(() => {
  document.body.innerHTML = '';
});

/** Spins a fresh wheel to the slot `pick` chooses (the page decides, as a partner's server would) and returns what `giftcash:spin-end` says. */
async function spinTo(pick: (slots: readonly { type: number; value: number }[]) => number) {
  const el = document.createElement('giftcash-wheel');
  await act(async () => {
    document.body.append(el);
  });
  const spin = await waitFor(() => {
    const button = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Spin',
    );
    expect(button).toBeDefined();
    expect(button).toBeEnabled();
    return button as HTMLButtonElement;
  });
  el.addEventListener('giftcash:spin-request', (event) => {
    const { detail } = event as GiftcashEmbedEventMap['giftcash:spin-request'];
    detail.respondWith(Promise.resolve(pick(detail.config.slots)));
  });
  const ended = new Promise<GiftcashEmbedEventMap['giftcash:spin-end']['detail']>((resolve) =>
    el.addEventListener('giftcash:spin-end', (event) =>
      resolve((event as GiftcashEmbedEventMap['giftcash:spin-end']).detail),
    ),
  );
  await userEvent.setup().click(spin);
  return ended;
}

describe('the README says what the elements send', () => {
  it("giftcash:spin-end's labels in the event table are the element's: a cash slot, a coins slot, no prize", async () => {
    const quoted = /<!-- spin-end labels -->(.*?)<!-- \/spin-end labels -->/.exec(README)?.[1];
    expect(quoted, 'the README marks its spin-end labels').toBeDefined();
    const sent = [
      (
        await spinTo((slots) =>
          slots.findIndex((slot) => slot.type === SLOT_TYPE.cash && slot.value > 0),
        )
      ).label,
      (
        await spinTo((slots) =>
          slots.findIndex((slot) => slot.type === SLOT_TYPE.coins && slot.value > 0),
        )
      ).label,
      (
        await spinTo((slots) =>
          slots.findIndex((slot) => slot.type === SLOT_TYPE.coins && slot.value === 0),
        )
      ).label,
    ];
    expect(quoted).toBe(sent.map((label) => `\`${label}\``).join(', '));
  });
});
