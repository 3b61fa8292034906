import { faultInputSchema } from '@casino/fixtures/scenario-schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutbox, trackingEvents } from '../db/schema/index';
import { controlNotFound, ok, parseInput } from './control-http';

const idParams = z.strictObject({ id: z.coerce.number().int().positive() });
const outboxQuery = z.strictObject({
  to: z.string().max(200).optional(),
  kind: z.enum(['activation', 'password_reset']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
const trackingQuery = z.strictObject({
  event: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
const journalQuery = z.strictObject({
  path: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

type MailRow = typeof mailOutbox.$inferSelect;
const describeMail = (mail: MailRow) => ({
  id: mail.id,
  memberId: mail.memberId,
  to: mail.toAddress,
  kind: mail.kind,
  subject: mail.subject,
  body: mail.body,
  link: mail.link,
  createTime: new Date(mail.createTime).toISOString(),
});

/** Faults to inject, and what the world did: mail, tracking events, the request journal. */
export function registerObservationRoutes(app: FastifyInstance) {
  app.post('/faults', async (request, reply) => {
    const fault = app.simFaults.add(parseInput(faultInputSchema, request.body));
    return reply.code(201).send(ok(fault));
  });
  app.get('/faults', async () => ok(app.simFaults.list()));
  app.delete('/faults/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    if (!app.simFaults.remove(id)) throw controlNotFound(`Fault ${id}`);
    return ok({ id });
  });
  app.delete('/faults', async () => {
    const removed = app.simFaults.list().length;
    app.simFaults.clear();
    return ok({ removed });
  });

  const mails = (query: z.infer<typeof outboxQuery>) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          query.to ? sql`lower(${mailOutbox.toAddress}) = lower(${query.to})` : undefined,
          query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
        ),
      )
      .orderBy(desc(mailOutbox.createTime), desc(mailOutbox.id))
      .limit(query.limit)
      .all()
      .map(describeMail);

  app.get('/outbox', async (request) => ok(mails(parseInput(outboxQuery, request.query))));

  // Tests open the newest mail's link to activate an account or reset a password.
  app.get('/outbox/latest', async (request) => {
    const query = parseInput(outboxQuery, request.query);
    const [latest] = mails({ ...query, limit: 1 });
    if (!latest) throw controlNotFound(query.to ? `A mail to ${query.to}` : 'A mail');
    return ok(latest);
  });

  app.get('/tracking', async (request) => {
    const query = parseInput(trackingQuery, request.query);
    const rows = app.db
      .select()
      .from(trackingEvents)
      .where(query.event ? eq(trackingEvents.event, query.event) : undefined)
      .orderBy(desc(trackingEvents.id))
      .limit(query.limit)
      .all();
    return ok(
      rows.map((row) => ({
        id: row.id,
        memberId: row.memberId,
        event: row.event,
        params: JSON.parse(row.payload) as unknown,
        createTime: new Date(row.createTime).toISOString(),
      })),
    );
  });

  app.get('/journal', async (request) => ok(app.simJournal.list(parseInput(journalQuery, request.query))));
  app.delete('/journal', async () => {
    app.simJournal.clear();
    return ok({ cleared: true });
  });
}
