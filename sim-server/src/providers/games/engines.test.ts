import { mulberry32 } from '@casino/fixtures/games';
import { describe, expect, it } from 'vitest';
import { dealBlackjack, handValue, hitBlackjack, standBlackjack } from './blackjack-engine';
import { coveredNumbers, spinRoulette } from './roulette-engine';
import { spinSlot } from './slot-engine';

function slotReturn(seed: number, rounds: number, rtp: number) {
  const random = mulberry32(seed);
  let returned = 0;
  for (let i = 0; i < rounds; i++) returned += spinSlot(random, rtp).multiplier;
  return returned / rounds;
}

describe('slot outcomes', () => {
  it('returns the configured RTP within 3% over 20k rounds', () => {
    for (const rtp of [0.94, 0.96, 0.97]) {
      expect(Math.abs(slotReturn(20261121, 20_000, rtp) - rtp) / rtp).toBeLessThan(0.03);
    }
  });

  it('returns it within 1% over 400k rounds', () => {
    expect(Math.abs(slotReturn(7, 400_000, 0.955) - 0.955) / 0.955).toBeLessThan(0.01);
  });

  it('shows three of a kind on the payline exactly when it pays', () => {
    const random = mulberry32(1);
    let disagreeing = 0;
    for (let i = 0; i < 20_000; i++) {
      const outcome = spinSlot(random, 0.96);
      const [a, b, c] = outcome.grid[1] ?? [];
      if ((a === b && b === c) !== outcome.multiplier > 0 || outcome.grid.length !== 3) disagreeing++;
    }
    expect(disagreeing).toBe(0);
  });
});

describe('roulette outcomes', () => {
  it('pays every kind of bet the RTP on average and shows a number that agrees', () => {
    for (const choice of ['red', 'dozen2', 'straight:17']) {
      const random = mulberry32(99);
      const covered = new Set(coveredNumbers(choice));
      let returned = 0;
      let disagreeing = 0;
      const rounds = 100_000;
      for (let i = 0; i < rounds; i++) {
        const outcome = spinRoulette(random, 0.965, choice);
        if (covered.has(outcome.number) !== outcome.multiplier > 0) disagreeing++;
        returned += outcome.multiplier;
      }
      expect(disagreeing).toBe(0);
      const tolerance = choice.startsWith('straight') ? 0.05 : 0.015;
      expect(Math.abs(returned / rounds - 0.965)).toBeLessThan(tolerance);
    }
  });
});

describe('blackjack hands', () => {
  it('counts aces soft or hard', () => {
    expect(
      handValue([
        { rank: 'A', suit: 'S' },
        { rank: 'K', suit: 'H' },
      ]),
    ).toBe(21);
    expect(
      handValue([
        { rank: 'A', suit: 'S' },
        { rank: 'A', suit: 'H' },
        { rank: '9', suit: 'D' },
      ]),
    ).toBe(21);
    expect(
      handValue([
        { rank: 'K', suit: 'S' },
        { rank: 'Q', suit: 'H' },
        { rank: '5', suit: 'D' },
      ]),
    ).toBe(25);
  });

  it('plays hands to a settled result with the rule payouts', () => {
    const random = mulberry32(5);
    for (let i = 0; i < 500; i++) {
      let hand = dealBlackjack(random);
      while (hand.status === 'open')
        hand = handValue(hand.player) < 16 ? hitBlackjack(hand) : standBlackjack(hand);
      expect(hand.result).not.toBeNull();
      expect([0, 1, 2, 2.5]).toContain(hand.multiplier);
      if (hand.result === 'win' || hand.result === 'push')
        expect(handValue(hand.dealer)).toBeGreaterThanOrEqual(17);
      expect(hand.deck.length + hand.player.length + hand.dealer.length).toBe(52);
    }
  });
});
