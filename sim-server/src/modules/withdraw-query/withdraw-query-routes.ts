import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { EnvelopeError } from '../../errors';
import { verifyPassword } from '../../security/password';
import { createFailureLimiter } from '../../security/rate-limit';
import { findMemberByUsernameOrEmail } from '../auth/auth-repository';
import { findWithdrawal } from '../withdrawals/withdrawals-repository';
import { toWithdrawalRecord } from '../withdrawals/withdrawals-service';

/** One answer for every mismatch, so the lookup never tells which detail was wrong. */
const NO_MATCH = 'No withdrawal matches these details';

/**
 * The public withdrawal lookup (our extension behind the spec's withdraw query pages): account,
 * withdrawal reference and password must all match. Failures are rate limited per account and
 * per client address like sign-in, since the call checks a password.
 */
export function createWithdrawQueryHandlers(app: FastifyInstance) {
  const limiter = createFailureLimiter({ maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 });

  return {
    withdrawQueryStatus: ({ input, request }) => {
      const now = app.clock.now();
      const keys = [`account:${input.usernameOrEmail.toLowerCase()}`, `ip:${request.ip}`];
      const lockedUntil = keys.map((key) => limiter.lockedUntil(key, now)).find((end) => end !== null);
      if (lockedUntil) {
        const minutes = Math.ceil((lockedUntil - now) / 60_000);
        throw new EnvelopeError(
          ApiErrorCode.RATE_LIMITED,
          `Too many attempts; try again in ${minutes} minutes`,
        );
      }
      const member = findMemberByUsernameOrEmail(app.db, input.usernameOrEmail);
      const withdrawal = findWithdrawal(app.db, input.withdrawalId);
      // The password is checked even without a member, so timing does not reveal accounts.
      const passwordOk = verifyPassword(input.password, member?.passwordHash ?? 'scrypt$decoy$decoy');
      if (!member || !passwordOk || !withdrawal || withdrawal.memberId !== member.id) {
        for (const key of keys) limiter.recordFailure(key, now);
        throw new EnvelopeError(ApiErrorCode.BUSINESS_RULE, NO_MATCH);
      }
      for (const key of keys) limiter.clear(key);
      const changed = withdrawal.updateTime !== withdrawal.createTime;
      return {
        ...toWithdrawalRecord(withdrawal),
        updateTime: changed ? new Date(withdrawal.updateTime).toISOString() : null,
      };
    },
  } satisfies Partial<ApiHandlers>;
}
