import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/accounts-routes';
import { registerBonusRoutes } from './bonuses/bonuses-routes';
import { registerContentRoutes } from './content/content-routes';
import { registerDepositRoutes } from './deposits/deposits-routes';
import { registerFileRoutes } from './files/files-routes';
import { registerGameRoutes } from './games/games-routes';
import { registerInviteRoutes } from './invites/invites-routes';
import { registerNewsRoutes } from './news/news-routes';
import { registerProtectionRoutes } from './protection/protection-routes';
import { registerReferenceRoutes } from './reference/reference-routes';
import { registerRewardRoutes } from './rewards/rewards-routes';
import { registerSettingsRoutes } from './settings/settings-routes';
import { registerWithdrawQueryRoutes } from './withdraw-query/withdraw-query-routes';
import { registerWithdrawalRoutes } from './withdrawals/withdrawals-routes';

/**
 * Every domain module of the simulator. Each registers its handlers with `implement` (and its
 * own non-/api pages, such as the simulated game and provider pages) before the registry's
 * routes are built.
 */
export async function registerModules(app: FastifyInstance) {
  await registerAccountRoutes(app);
  await registerReferenceRoutes(app);
  await registerContentRoutes(app);
  await registerSettingsRoutes(app);
  await registerNewsRoutes(app);
  await registerInviteRoutes(app);
  await registerGameRoutes(app);
  await registerFileRoutes(app);
  await registerDepositRoutes(app);
  await registerWithdrawalRoutes(app);
  await registerRewardRoutes(app);
  await registerBonusRoutes(app);
  await registerWithdrawQueryRoutes(app);
  await registerProtectionRoutes(app);
}
