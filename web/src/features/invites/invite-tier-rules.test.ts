import { describe, expect, it } from 'vitest';
import { inviteLink, inviteTierState } from './invite-tier-rules';

describe('inviteTierState (spec 01 section 4)', () => {
  it.each([
    // personCount, childCount, treasureIndex, reached, redeemable
    [1, 4, 0, true, true],
    [3, 4, 0, true, true],
    [5, 4, 0, false, false],
    [1, 4, 1, true, false],
    [3, 4, 3, true, false],
    [3, 4, 5, true, false],
    [3, 3, 1, true, true],
    [1, 0, 0, false, false],
  ])(
    'personCount %i, childCount %i, treasureIndex %i',
    (personCount, childCount, treasureIndex, reached, redeemable) => {
      const state = inviteTierState({ personCount }, { childCount, treasureIndex });
      expect(state.reached).toBe(reached);
      expect(state.redeemable).toBe(redeemable);
    },
  );

  it('counts the friends still to invite', () => {
    expect(inviteTierState({ personCount: 10 }, { childCount: 4, treasureIndex: 0 }).remaining).toBe(6);
  });

  it('builds the {host}/#/?code= link', () => {
    expect(inviteLink('https://luckyharbor.example', 'DEMO2026')).toBe(
      'https://luckyharbor.example/#/?code=DEMO2026',
    );
  });
});
