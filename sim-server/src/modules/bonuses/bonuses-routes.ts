import type { FastifyInstance } from 'fastify';
import { payFridayFun, settleWeeklyCashback } from './vip-bonuses-service';

/** The VIP bonuses have no calls of their own: they are time-driven jobs on the simulator clock. */
export function registerBonusJobs(app: FastifyInstance) {
  app.jobList.register('bonuses.weeklyCashback', (now) => settleWeeklyCashback(app.db, now));
  app.jobList.register('bonuses.fridayFun', (now) => payFridayFun(app.db, now));
}
