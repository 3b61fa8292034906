import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { EnvelopeError } from '../../errors';
import { accountOf, awaitTurn, createCredentialGuard } from '../../security/credential-guard';
import { verifyPassword } from '../../security/password';
import { findMemberByUsernameOrEmail } from '../auth/auth-repository';
import { findWithdrawal } from '../withdrawals/withdrawals-repository';
import { toWithdrawalRecord } from '../withdrawals/withdrawals-service';

/** One answer for every mismatch, so the lookup never tells which detail was wrong. */
const NO_MATCH = 'No withdrawal matches these details';

/**
 * The public withdrawal lookup (our extension behind the spec's withdraw query pages): account,
 * withdrawal reference and password must all match. Failures are limited per account and per
 * client address like sign-in (security/credential-guard.ts), since the call checks a password.
 */
export function createWithdrawQueryHandlers(app: FastifyInstance) {
  const guard = createCredentialGuard();

  return {
    withdrawQueryStatus: async ({ input, request }) => {
      await awaitTurn(guard, request.ip, app.clock.now());
      const now = app.clock.now();
      const member = findMemberByUsernameOrEmail(app.db, input.usernameOrEmail);
      const account = accountOf(member, input.usernameOrEmail);
      const lockedUntil = guard.lockedUntil(account, now);
      if (lockedUntil !== null) {
        const minutes = Math.ceil((lockedUntil - now) / 60_000);
        throw new EnvelopeError(
          ApiErrorCode.RATE_LIMITED,
          `Too many attempts; try again in ${minutes} minutes`,
        );
      }
      const withdrawal = findWithdrawal(app.db, input.withdrawalId);
      // The password is checked even without a member, so timing does not reveal accounts.
      const passwordOk = verifyPassword(input.password, member?.passwordHash ?? 'scrypt$decoy$decoy');
      if (!member || !passwordOk || !withdrawal || withdrawal.memberId !== member.id) {
        guard.recordFailure(account, request.ip, now);
        throw new EnvelopeError(ApiErrorCode.BUSINESS_RULE, NO_MATCH);
      }
      guard.recordSuccess(account);
      const changed = withdrawal.updateTime !== withdrawal.createTime;
      return {
        ...toWithdrawalRecord(withdrawal),
        updateTime: changed ? new Date(withdrawal.updateTime).toISOString() : null,
      };
    },
  } satisfies Partial<ApiHandlers>;
}
