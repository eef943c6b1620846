import type { WinnerItem } from '@giftcash/core';

/** The 8 built-in winners shown when the winners call fails. */
export const SAMPLE_WINNERS: readonly WinnerItem[] = [
  {
    amount: 750,
    name: 'Cashback+ Wheel',
    username: 'Sarah M.',
    currency: 2,
    date: '2026-11-20T16:42:00.000Z',
  },
  {
    amount: 1_000_000,
    name: 'Cashback+ Wheel',
    username: 'James T.',
    currency: 1,
    date: '2026-11-20T15:10:00.000Z',
  },
  {
    amount: 5,
    name: 'Cashback Scratch Card',
    username: 'Priya K.',
    currency: 2,
    date: '2026-11-20T14:55:00.000Z',
  },
  {
    amount: 10_000_000,
    name: 'Daily Raffle',
    username: 'Tom H.',
    currency: 1,
    date: '2026-11-20T17:00:00.000Z',
  },
  {
    amount: 25,
    name: 'Cashback+ Wheel',
    username: 'Emma W.',
    currency: 2,
    date: '2026-11-20T13:21:00.000Z',
  },
  {
    amount: 2.5,
    name: 'Cashback Scratch Card',
    username: 'Oliver B.',
    currency: 2,
    date: '2026-11-20T12:48:00.000Z',
  },
  {
    amount: 250_000,
    name: 'Lucky Spin',
    username: 'Aisha R.',
    currency: 1,
    date: '2026-11-20T11:30:00.000Z',
  },
  {
    amount: 100,
    name: 'High Roller Wheel',
    username: 'Daniel P.',
    currency: 2,
    date: '2026-11-20T10:05:00.000Z',
  },
];

/** How many winners the strip shows at most. */
export const MAX_WINNERS = 20;
