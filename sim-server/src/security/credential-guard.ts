import { createFailureLimiter, type FailureLimiter } from './rate-limit';

const MINUTE_MS = 60 * 1000;

/**
 * Password checks (sign-in, the public withdrawal lookup) are limited two ways, so that one
 * account's abuse never locks out others (issue 30: 12 wrong passwords for one account locked
 * 40 other accounts out of the same address, and behind a proxy every player shares one):
 * - per account: 5 failures within 15 minutes lock that account's password checks for 15;
 * - per client address: failures against 20 different accounts within 15 minutes (credential
 *   stuffing) lock the address for 15. Failures against one account never lock its address.
 */
export const CREDENTIAL_LIMITS = {
  account: { maxFailures: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  address: { maxFailures: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS, distinct: true },
} as const;

export interface CredentialGuard {
  /** When the account's or the address's lock ends, or null when the check may run now. */
  lockedUntil(account: string, address: string, now: number): number | null;
  /** A failed check of `account`'s password from `address`. */
  recordFailure(account: string, address: string, now: number): void;
  /**
   * A right password: the account's count is forgiven, not the address's (an address guessing
   * at others does not clear itself by knowing one password).
   */
  recordSuccess(account: string): void;
  clearAll(): void;
}

/** Accounts are compared case-insensitively, as sign-in finds them. */
const accountKey = (account: string) => account.trim().toLowerCase();

export function createCredentialGuard(): CredentialGuard {
  const accounts: FailureLimiter = createFailureLimiter(CREDENTIAL_LIMITS.account);
  const addresses: FailureLimiter = createFailureLimiter(CREDENTIAL_LIMITS.address);
  return {
    lockedUntil(account, address, now) {
      const ends = [accounts.lockedUntil(accountKey(account), now), addresses.lockedUntil(address, now)];
      const locked = ends.filter((end): end is number => end !== null);
      return locked.length > 0 ? Math.max(...locked) : null;
    },
    recordFailure(account, address, now) {
      accounts.recordFailure(accountKey(account), now);
      addresses.recordFailure(address, now, accountKey(account));
    },
    recordSuccess(account) {
      accounts.clear(accountKey(account));
    },
    clearAll() {
      accounts.clearAll();
      addresses.clearAll();
    },
  };
}
