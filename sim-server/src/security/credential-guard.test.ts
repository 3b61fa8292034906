import { describe, expect, it } from 'vitest';
import { accountOf, CREDENTIAL_LIMITS, createCredentialGuard } from './credential-guard';

const NOW = Date.UTC(2026, 11, 1, 9);
const REAL = 1_000_000;
const MINUTE = 60_000;
const STEP = CREDENTIAL_LIMITS.slowedStepMs;

/** Fails against 20 different accounts from `address` (credential stuffing). */
function stuff(guard: ReturnType<typeof createCredentialGuard>, address: string) {
  for (let index = 1; index <= 20; index++) guard.recordFailure(accountOf(null, `a${index}`), address, NOW);
}

describe('the credential guard (decision 069)', () => {
  it('names an account by its member, whatever name or e-mail found it; an unknown name by itself', () => {
    expect(accountOf({ id: 7 }, 'demo')).toBe(accountOf({ id: 7 }, 'Demo@LuckyHarbor.example'));
    expect(accountOf(null, ' Nobody ')).toBe(accountOf(null, 'nobody'));
    expect(accountOf(null, '7')).not.toBe(accountOf({ id: 7 }, 'demo'));
  });

  it('takes checks from an address at once until it fails against 20 accounts', () => {
    const guard = createCredentialGuard();
    for (let index = 1; index < 20; index++)
      guard.recordFailure(accountOf(null, `a${index}`), '192.0.2.7', NOW);
    expect([0, 1, 2].map(() => guard.turnDelay('192.0.2.7', NOW, REAL))).toEqual([0, 0, 0]);
  });

  it('then slows the address, one check a step apart, and no other address; never locks it', () => {
    const guard = createCredentialGuard();
    stuff(guard, '192.0.2.7');
    expect([0, 1, 2].map(() => guard.turnDelay('192.0.2.7', NOW, REAL))).toEqual([0, STEP, 2 * STEP]);
    // A turn later in real time waits only for the turns still ahead of it.
    expect(guard.turnDelay('192.0.2.7', NOW, REAL + 2.5 * STEP)).toBe(STEP / 2);
    expect(guard.turnDelay('192.0.2.8', NOW, REAL)).toBe(0);
    // No account of the address is locked by it.
    expect(guard.lockedUntil(accountOf({ id: 1 }, 'demo'), NOW)).toBeNull();
  });

  it('ends the slowing 15 minutes of simulator time later', () => {
    const guard = createCredentialGuard();
    stuff(guard, '192.0.2.7');
    expect(guard.turnDelay('192.0.2.7', NOW + 15 * MINUTE - 1, REAL)).toBe(0);
    expect(guard.turnDelay('192.0.2.7', NOW + 15 * MINUTE - 1, REAL)).toBe(STEP);
    expect(guard.turnDelay('192.0.2.7', NOW + 15 * MINUTE, REAL)).toBe(0);
    expect(guard.turnDelay('192.0.2.7', NOW + 15 * MINUTE, REAL)).toBe(0);
  });

  it('locks an account after 5 of its failures, from any addresses, for 15 minutes', () => {
    const guard = createCredentialGuard();
    const demo = accountOf({ id: 1 }, 'demo');
    for (let attempt = 1; attempt <= 5; attempt++) guard.recordFailure(demo, `10.0.0.${attempt}`, NOW);
    expect(guard.lockedUntil(demo, NOW)).toBe(NOW + 15 * MINUTE);
    expect(guard.lockedUntil(accountOf({ id: 2 }, 'newbie'), NOW)).toBeNull();
    guard.clearAll();
    expect(guard.lockedUntil(demo, NOW)).toBeNull();
  });
});
