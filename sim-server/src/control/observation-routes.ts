import type { observationOperations } from '@casino/contracts/control/observation';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox, trackingEvents } from '../db/schema/index';
import { controlNotFound } from './control-http';
import type { ControlHandlers } from './control-routes';
import { checkFaultPattern } from './fault-paths';

interface MailQuery {
  to?: string | undefined;
  kind?: 'activation' | 'password_reset' | undefined;
  limit: number;
}

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

const mails = (app: FastifyInstance, query: MailQuery) =>
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

/** Faults to inject, and what the world did: mail and tracking events (the journal: journal-routes.ts). */
export const observationHandlers: ControlHandlers<keyof typeof observationOperations> = {
  addFault: ({ body }, { app }) => {
    checkFaultPattern(body.pathPattern);
    return app.simFaults.add(body);
  },
  listFaults: (_input, { app }) => app.simFaults.list(),
  removeFault: ({ params }, { app }) => {
    if (!app.simFaults.remove(params.id)) throw controlNotFound(`Fault ${params.id}`);
    return { id: params.id };
  },
  removeAllFaults: (_input, { app }) => {
    const removed = app.simFaults.list().length;
    app.simFaults.clear();
    return { removed };
  },

  listOutbox: ({ query }, { app }) => mails(app, query),

  // Tests open the newest mail's link to activate an account or reset a password.
  latestMail: ({ query }, { app }) => {
    const [latest] = mails(app, { ...query, limit: 1 });
    if (!latest) throw controlNotFound(query.to ? `A mail to ${query.to}` : 'A mail');
    return latest;
  },

  listTracking: ({ query }, { app }) =>
    app.db
      .select()
      .from(trackingEvents)
      .where(query.event ? eq(trackingEvents.event, query.event) : undefined)
      .orderBy(desc(trackingEvents.id))
      .limit(query.limit)
      .all()
      .map((row) => ({
        id: row.id,
        memberId: row.memberId,
        event: row.event,
        params: JSON.parse(row.payload) as unknown,
        createTime: new Date(row.createTime).toISOString(),
      })),
};
