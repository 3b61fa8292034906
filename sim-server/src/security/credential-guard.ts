import { createFailureLimiter, type FailureLimiter } from './rate-limit';

const MINUTE_MS = 60 * 1000;

/**
 * Password checks (sign-in, the public withdrawal lookup) are limited two ways (decision 069):
 * - per account: 5 failures within 15 minutes lock that account's password checks for 15, a
 *   right password included (that is what keeps guessing one password slow). The account is
 *   the member, however it is named: the e-mail form is the same account, not a second set of
 *   guesses. A name no member has is counted as itself, so unknown and known names answer alike.
 * - per client address: failures against 20 different accounts within 15 minutes (credential
 *   stuffing) slow the address for 15: its checks run one at a time, one a second. Never a
 *   refusal: an office, a mobile carrier's NAT or a QA farm's router is one address, and a
 *   right password of another account behind it must still get in, a moment later.
 */
export const CREDENTIAL_LIMITS = {
  account: { maxFailures: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  address: { maxFailures: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS, distinct: true },
  /** Real time between two password checks from a slowed address. */
  slowedStepMs: 1000,
} as const;

/** Whose password is checked: the member's id when the name finds one, else the name itself. */
export function accountOf(member: { id: number } | null, name: string): string {
  return member ? `member:${member.id}` : `name:${name.trim().toLowerCase()}`;
}

export interface CredentialGuard {
  /** When the account's lock ends, or null when its password may be checked now. */
  lockedUntil(account: string, now: number): number | null;
  /**
   * How long (real milliseconds) this check from `address` waits for its turn: 0 unless the
   * address is slowed, then one turn a slowed step after the one before it. Takes the turn.
   */
  turnDelay(address: string, now: number, realNow: number): number;
  /** A failed check of `account`'s password from `address`. */
  recordFailure(account: string, address: string, now: number): void;
  /**
   * A right password: the account's count is forgiven, not the address's (an address guessing
   * at others does not clear itself by knowing one password).
   */
  recordSuccess(account: string): void;
  clearAll(): void;
}

/**
 * Account lock and address slowing in simulator time (QA moves past them with the clock); the
 * turns of a slowed address in real time, since they pace real callers.
 */
export function createCredentialGuard(): CredentialGuard {
  const accounts: FailureLimiter = createFailureLimiter(CREDENTIAL_LIMITS.account);
  const addresses: FailureLimiter = createFailureLimiter(CREDENTIAL_LIMITS.address);
  /** The real time a slowed address's next check may run. */
  const nextTurn = new Map<string, number>();
  return {
    lockedUntil: (account, now) => accounts.lockedUntil(account, now),
    turnDelay(address, now, realNow) {
      if (addresses.lockedUntil(address, now) === null) {
        nextTurn.delete(address);
        return 0;
      }
      const turn = Math.max(realNow, nextTurn.get(address) ?? realNow);
      nextTurn.set(address, turn + CREDENTIAL_LIMITS.slowedStepMs);
      return turn - realNow;
    },
    recordFailure(account, address, now) {
      accounts.recordFailure(account, now);
      addresses.recordFailure(address, now, account);
    },
    recordSuccess(account) {
      accounts.clear(account);
    },
    clearAll() {
      accounts.clearAll();
      addresses.clearAll();
      nextTurn.clear();
    },
  };
}

/** Waits a password check's turn (security/credential-guard.ts): at once when not slowed. */
export async function awaitTurn(guard: CredentialGuard, address: string, now: number): Promise<void> {
  const delay = guard.turnDelay(address, now, Date.now());
  if (delay > 0) await new Promise((done) => setTimeout(done, delay));
}
