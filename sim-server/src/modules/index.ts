import type { FastifyInstance } from 'fastify';
import { type ApiHandlers, composeHandlers } from '../api/handlers';
import { registerGamePages } from '../providers/games/game-pages-routes';
import { createAccountHandlers } from './accounts/accounts-routes';
import { registerBonusJobs } from './bonuses/bonuses-routes';
import { createContentHandlers } from './content/content-routes';
import { createDepositHandlers, registerDepositPagesAndJobs } from './deposits/deposits-routes';
import { createFileHandlers } from './files/files-routes';
import { createGameHandlers } from './games/games-routes';
import { createInviteHandlers } from './invites/invites-routes';
import { createNewsHandlers } from './news/news-routes';
import { createProtectionHandlers } from './protection/protection-routes';
import { createReferenceHandlers } from './reference/reference-routes';
import { createRewardHandlers, registerRewardJobs } from './rewards/rewards-routes';
import { createSettingsHandlers, registerSettingsVendors } from './settings/settings-routes';
import { createWithdrawQueryHandlers } from './withdraw-query/withdraw-query-routes';
import { createWithdrawalHandlers, registerWithdrawalJobs } from './withdrawals/withdrawals-routes';

/**
 * Every domain module of the simulator. Their pages outside /api (the simulated vendors and
 * provider pages) and their jobs on the simulator clock are registered here, in this order;
 * their /api handlers come back as one record over the registry's names (decision 019), which
 * the type check proves complete and `registerEndpointRoutes` serves.
 */
export async function registerModules(app: FastifyInstance): Promise<ApiHandlers> {
  registerSettingsVendors(app);
  await registerGamePages(app);
  registerDepositPagesAndJobs(app);
  registerWithdrawalJobs(app);
  registerRewardJobs(app);
  registerBonusJobs(app);
  return composeHandlers(
    createAccountHandlers(app),
    createReferenceHandlers(app),
    createContentHandlers(),
    createSettingsHandlers(app),
    createNewsHandlers(app),
    createInviteHandlers(app),
    createGameHandlers(app),
    createFileHandlers(app),
    createDepositHandlers(app),
    createWithdrawalHandlers(app),
    createRewardHandlers(app),
    createWithdrawQueryHandlers(app),
    createProtectionHandlers(app),
  );
}
