import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCashPrize, formatCoinPrize, formatCoins } from '@giftcash/core';
import { resolveWheelConfig } from '@giftcash/core/games';
import { testScratchConfig, testWheelConfig } from '../testing/brands';
import {
  describeDemoResult,
  isDemoResult,
  scratchSummary,
  wheelSpecialPrize,
  wheelSummary,
} from './coinsGames';

describe('wheelSummary', () => {
  it('uses the spec defaults when the configuration is missing', () => {
    const summary = wheelSummary(undefined);
    expect(summary.title).toBe('Cashback+ Wheel of Fortune');
    expect(summary.facts).toEqual([
      { label: 'Cost per spin', value: '500K coins' },
      { label: 'Chance of a prize', value: '99.80%' },
      { label: 'Plays per day', value: '200' },
      { label: 'Top prizes', value: '£750.00 cash + \u2068Loaded Gift Card as advertised\u2069' },
    ]);
    expect(summary.prizes[0]).toMatchObject({ prize: '£0.05', odds: '1 in 4' });
    expect(summary.prizes.at(-1)).toMatchObject({ prize: '£750.00', odds: '1 in 200,000' });
    expect(summary.prizes.find((row) => row.special)).toMatchObject({
      prize: 'Loaded Gift Card as advertised',
      odds: '1 in 15,000',
    });
  });

  it('lists the configured slots that pay, by odds, leaving out the no-luck slot', () => {
    const summary = wheelSummary(testWheelConfig);
    expect(summary.prizes.map((row) => `${row.prize} ${row.odds}`)).toEqual([
      '2.5K coins 1 in 2',
      '£0.05 1 in 4',
      'A £50 gift card of your choice 1 in 15,000',
      '£750.00 1 in 200,000',
    ]);
  });

  it('states the facts the wheel itself plays with (resolveWheelConfig), zero included', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
        (coins_cost, max_play_limit, top_prize, win_probability) => {
          const config = {
            ...testWheelConfig,
            coins_cost,
            max_play_limit,
            top_prize,
            win_probability,
          } as unknown as typeof testWheelConfig;
          const wheel = resolveWheelConfig(config);
          const facts = Object.fromEntries(
            wheelSummary(config).facts.map((fact) => [fact.label, fact.value]),
          );
          expect(facts['Cost per spin']).toBe(formatCoinPrize(wheel.coins_cost));
          expect(facts['Chance of a prize']).toBe(`${wheel.win_probability.toFixed(2)}%`);
          expect(facts['Plays per day']).toBe(formatCoins(wheel.max_play_limit));
          expect(facts['Top prizes']).toContain(formatCashPrize(wheel.top_prize));
        },
      ),
    );
  });

  it('describes the special prize from the configuration or the default', () => {
    expect(wheelSpecialPrize(testWheelConfig)).toMatchObject({
      description: 'A £50 gift card of your choice',
      odds: '1 in 15,000',
    });
    expect(wheelSpecialPrize(undefined)).toMatchObject({
      description: 'Loaded Gift Card as advertised',
      odds: '1 in 15,000',
    });
  });
});

describe('scratchSummary', () => {
  it('uses the spec defaults: 21 prizes from £0.01 (1 in 7) to £5 (1 in 25,000)', () => {
    const summary = scratchSummary(undefined);
    expect(summary.title).toBe('Example from our Cashback Scratch Card');
    expect(summary.prizes).toHaveLength(21);
    expect(summary.prizes[0]).toMatchObject({ prize: '£0.01', odds: '1 in 7' });
    expect(summary.prizes[20]).toMatchObject({ prize: '£5.00', odds: '1 in 25,000' });
    expect(summary.facts).toContainEqual({ label: 'Cost per card', value: '100K coins' });
    expect(summary.facts).toContainEqual({ label: 'Chance of a prize', value: '99.89%' });
    expect(summary.facts).toContainEqual({ label: 'Plays per day', value: '10' });
    expect(summary.facts).toContainEqual({ label: 'Top prize', value: '£5.00 cash' });
  });

  it('uses the configured prizes', () => {
    expect(scratchSummary(testScratchConfig).prizes.map((row) => row.prize)).toEqual([
      '£0.01',
      '£5.00',
    ]);
  });
});

describe('demo results', () => {
  it('describes a result and validates stored data', () => {
    expect(describeDemoResult({ game: 'wheel', prize: '£0.05' })).toBe('Wheel of Fortune: £0.05');
    expect(isDemoResult({ game: 'scratch', prize: 'No prize' })).toBe(true);
    for (const value of [
      null,
      'x',
      { game: 'dice', prize: '1' },
      { game: 'wheel', prize: 5 },
      { game: 'wheel', prize: '' },
    ]) {
      expect(isDemoResult(value)).toBe(false);
    }
  });
});
