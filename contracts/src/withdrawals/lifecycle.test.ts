import { describe, expect, it } from 'vitest';
import { WithdrawStatus } from './enums';
import { canCancelWithdrawal, canMoveWithdrawal, isFinalWithdrawStatus } from './lifecycle';

const all = Object.values(WithdrawStatus);

describe('the withdrawal lifecycle (spec 02 §4)', () => {
  it('lets the member cancel only a pending withdrawal', () => {
    expect(all.filter(canCancelWithdrawal)).toEqual([WithdrawStatus.PENDING]);
  });

  it('ends in completed, cancelled, rejected or failed, and nothing leaves an end', () => {
    const ends = all.filter(isFinalWithdrawStatus).sort();
    expect(ends).toEqual(
      [
        WithdrawStatus.COMPLETED,
        WithdrawStatus.CANCELLED,
        WithdrawStatus.REJECTED,
        WithdrawStatus.FAILED,
      ].sort(),
    );
    for (const end of ends) for (const to of all) expect(canMoveWithdrawal(end, to)).toBe(false);
  });

  it('rejects from review only, fails from payment only, and never goes back', () => {
    expect(all.filter((from) => canMoveWithdrawal(from, WithdrawStatus.REJECTED)).sort()).toEqual(
      [WithdrawStatus.PENDING, WithdrawStatus.PASSED].sort(),
    );
    expect(all.filter((from) => canMoveWithdrawal(from, WithdrawStatus.FAILED)).sort()).toEqual(
      [WithdrawStatus.PAYING, WithdrawStatus.PAID].sort(),
    );
    expect(canMoveWithdrawal(WithdrawStatus.PAYING, WithdrawStatus.PASSED)).toBe(false);
    expect(canMoveWithdrawal(WithdrawStatus.PENDING, WithdrawStatus.COMPLETED)).toBe(true);
  });
});
