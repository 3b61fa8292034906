import { type outcomeOperations, withdrawStatusOf } from '@casino/contracts/control/outcomes';
import { listAllDepositMethods } from '../modules/deposits/deposits-repository';
import { controlNotFound } from './control-http';
import type { ControlHandlers } from './control-routes';
import { addRule, describeRule } from './rule-control';
import { advanceAll, advanceOne, setAutoProgress } from './withdrawal-control';

/** Outcome rules and withdrawals: what the next orders do, and moving the ones in flight. */
export const outcomeHandlers: ControlHandlers<keyof typeof outcomeOperations> = {
  listDepositMethods: (_input, { app }) =>
    listAllDepositMethods(app.db).map(({ code, name, enabled }) => ({ code, name, enabled: enabled === 1 })),

  addRule: ({ body }, { app }) => addRule(app, body),

  listRules: (_input, { app }) => app.outcomeRules.list().map((rule) => describeRule(app, rule)),

  removeRule: ({ params }, { app }) => {
    if (!app.outcomeRules.remove(params.id)) throw controlNotFound(`Rule ${params.id}`);
    return { id: params.id };
  },

  removeAllRules: (_input, { app }) => {
    const count = app.outcomeRules.list().length;
    app.outcomeRules.clear();
    return { removed: count };
  },

  advanceAllWithdrawals: ({ body }, { app }) => advanceAll(app, withdrawStatusOf(body.status)),

  setWithdrawalAutoProgress: ({ body }, { app }) => setAutoProgress(app, body.enabled),

  advanceWithdrawal: ({ params, body }, { app }) => advanceOne(app, params.id, withdrawStatusOf(body.status)),
};
