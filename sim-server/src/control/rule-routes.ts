import { withdrawStatusSchema } from '@casino/contracts/entities/money-enums';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { controlNotFound, ok, parseInput } from './control-http';
import { addRule, describeRule } from './rule-control';
import { advanceAll, advanceOne, setAutoProgress } from './withdrawal-control';

const idParams = z.strictObject({ id: z.coerce.number().int().positive() });
const statusSchema = z.strictObject({ status: withdrawStatusSchema });
const autoSchema = z.strictObject({ enabled: z.boolean() });

/** Outcome rules and withdrawals: what the next orders do, and moving the ones in flight. */
export function registerRuleRoutes(app: FastifyInstance) {
  app.post('/rules', async (request, reply) => {
    const rule = addRule(app, request.body);
    return reply.code(201).send(ok(rule));
  });

  app.get('/rules', async () => ok(app.outcomeRules.list().map((rule) => describeRule(app, rule))));

  app.delete('/rules/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    if (!app.outcomeRules.remove(id)) throw controlNotFound(`Rule ${id}`);
    return ok({ id });
  });

  app.delete('/rules', async () => {
    const count = app.outcomeRules.list().length;
    app.outcomeRules.clear();
    return ok({ removed: count });
  });

  app.post('/withdrawals/advance-all', async (request) => {
    const { status } = parseInput(statusSchema, request.body);
    return ok(advanceAll(app, status));
  });

  app.post('/withdrawals/auto', async (request) => {
    const { enabled } = parseInput(autoSchema, request.body);
    return ok(setAutoProgress(app, enabled));
  });

  app.post('/withdrawals/:id/advance', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(statusSchema, request.body);
    return ok(advanceOne(app, id, status));
  });
}
