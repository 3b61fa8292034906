import { describe, expect, it } from 'vitest';
import { canUseStoreLevel } from './rules';

describe('VIP store rules', () => {
  it('maps store levels to badge levels (platinum reaches gold, diamond needs 5)', () => {
    expect(canUseStoreLevel(20, 2)).toBe(true);
    expect(canUseStoreLevel(30, 2)).toBe(false);
    expect(canUseStoreLevel(30, 4)).toBe(true);
    expect(canUseStoreLevel(40, 4)).toBe(false);
    expect(canUseStoreLevel(10, 0)).toBe(false);
  });
});
