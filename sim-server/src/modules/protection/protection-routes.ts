import type { ProtectionStatus } from '@casino/contracts/protection/schemas';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { notSignedIn } from '../../errors';
import { toMinor } from '../ledger/money';
import { describeActivity } from './activity-service';
import { describeActiveBlock, startBlock } from './blocks-service';
import { describeLimits, setLimit } from './limits-service';
import {
  acknowledgeRealityCheck,
  describePlaySession,
  realityCheckMinutesOf,
  setRealityCheckMinutes,
} from './play-session-service';
import { isoOf } from './protection-text';

function statusOf(db: SimDb, member: MemberRow, now: number): ProtectionStatus {
  return {
    currency: member.currency,
    limits: describeLimits(db, member.id, now),
    realityCheckMinutes: realityCheckMinutesOf(db, member.id),
    block: describeActiveBlock(db, member.id, now),
    serverTime: isoOf(now),
  };
}

/**
 * Player protection calls (ours): limits, reality checks, take a break,
 * self-exclusion and account activity. Each call runs in one transaction, because reading
 * limits applies (and stores) cooling-off changes whose time has come.
 */
export function createProtectionHandlers(app: FastifyInstance) {
  const inTransaction = <T>(work: (tx: SimDb, now: number) => T): T => {
    const now = app.clock.now();
    return app.db.transaction((tx) => work(tx, now));
  };

  return {
    protectionStatus: ({ requireMember }) => {
      const member = requireMember();
      return inTransaction((tx, now) => statusOf(tx, member, now));
    },

    protectionSetLimit: ({ input, requireMember }) => {
      const member = requireMember();
      return inTransaction((tx, now) => {
        const amount = input.amount === null ? null : toMinor(input.amount);
        setLimit(tx, member.id, { kind: input.kind, period: input.period, amount }, now);
        return statusOf(tx, member, now);
      });
    },

    protectionSetRealityCheck: ({ input, requireMember }) => {
      const member = requireMember();
      return inTransaction((tx, now) => {
        setRealityCheckMinutes(tx, member.id, input.minutes, now);
        return statusOf(tx, member, now);
      });
    },

    protectionPlaySession: ({ requireMember, token }) => {
      const member = requireMember();
      if (!token) throw notSignedIn();
      return describePlaySession(app.db, member, token, app.clock.now());
    },

    protectionContinue: ({ requireMember, token }) => {
      const member = requireMember();
      if (!token) throw notSignedIn();
      return inTransaction((tx, now) => {
        acknowledgeRealityCheck(tx, member.id, now);
        return describePlaySession(tx, member, token, now);
      });
    },

    protectionTakeBreak: ({ input, requireMember }) => {
      const member = requireMember();
      return inTransaction((tx, now) =>
        startBlock(tx, member.id, { kind: 'BREAK', period: input.period }, now),
      );
    },

    protectionSelfExclude: ({ input, requireMember }) => {
      const member = requireMember();
      return inTransaction((tx, now) =>
        startBlock(tx, member.id, { kind: 'SELF_EXCLUSION', period: input.period }, now),
      );
    },

    protectionActivity: ({ requireMember }) => describeActivity(app.db, requireMember(), app.clock.now()),
  } satisfies Partial<ApiHandlers>;
}
