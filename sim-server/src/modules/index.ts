import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiHandlers, composeHandlers } from '../api/handlers';
import { registerEndpointRoutes } from '../api/routes';
import { registerGamePages } from '../providers/games/game-pages-routes';
import { createAuthHandlers } from './auth/auth-routes';
import { registerBonusJobs } from './bonuses/bonuses-routes';
import { createContentHandlers } from './content/content-routes';
import { createDepositHandlers, registerDepositPagesAndJobs } from './deposits/deposits-routes';
import { createDocumentHandlers, registerDocumentJobs } from './documents/documents-routes';
import { createFileHandlers } from './files/files-routes';
import { createGameHandlers } from './games/games-routes';
import { createInviteHandlers } from './invites/invites-routes';
import { createMemberHandlers } from './member/member-routes';
import { createNewsHandlers } from './news/news-routes';
import { createProtectionHandlers } from './protection/protection-routes';
import { createReferenceHandlers } from './reference/reference-routes';
import { createSettingsHandlers, registerSettingsVendors } from './settings/settings-routes';
import { createTransactionHandlers } from './transactions/transactions-routes';
import { createVipHandlers } from './vip/vip-routes';
import { createWithdrawQueryHandlers } from './withdraw-query/withdraw-query-routes';
import { createWithdrawalHandlers, registerWithdrawalJobs } from './withdrawals/withdrawals-routes';

/**
 * Every domain module of the simulator. Their pages outside /api (the simulated vendors and
 * provider pages) and their jobs on the simulator clock are registered here, in this order;
 * their /api handlers come back as one record over the registry's names (decision 019), which
 * the type check proves complete and `registerEndpointRoutes` serves.
 */
async function registerModules(app: FastifyInstance): Promise<ApiHandlers> {
  registerSettingsVendors(app);
  await registerGamePages(app);
  registerDepositPagesAndJobs(app);
  registerWithdrawalJobs(app);
  registerDocumentJobs(app);
  registerBonusJobs(app);
  return composeHandlers(
    createAuthHandlers(app),
    createMemberHandlers(app),
    createReferenceHandlers(app),
    createContentHandlers(),
    createVipHandlers(app),
    createSettingsHandlers(app),
    createNewsHandlers(app),
    createInviteHandlers(app),
    createGameHandlers(app),
    createFileHandlers(app),
    createDepositHandlers(app),
    createWithdrawalHandlers(app),
    createTransactionHandlers(app),
    createDocumentHandlers(app),
    createWithdrawQueryHandlers(app),
    createProtectionHandlers(app),
  );
}

/**
 * The simulated backend: every module's pages and jobs, then the /api routes of the registry
 * answered by their handlers. Needs the world's state and the envelope's error handling first.
 */
export const apiPlugin = fp(
  async (app: FastifyInstance, options: { validateAnswers: boolean }) => {
    const handlers = await registerModules(app);
    await registerEndpointRoutes(app, handlers, options);
  },
  { name: 'api', dependencies: ['clock', 'database', 'jobs', 'outcome-rules', 'envelope'] },
);
