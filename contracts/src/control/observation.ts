import { z } from 'zod';
import { defineControlOperation } from './operation';
import { idParamsSchema } from './outcomes';
import { faultInputSchema } from './scenario';
import {
  faultSchema,
  MAIL_KINDS,
  outboxMailSchema,
  removedAllSchema,
  removedOneSchema,
  trackingEventSchema,
} from './shapes';

/** Faults to inject, and what the world did: mail and tracking events (the journal: journal.ts). */

const limit = (max: number, fallback: number) =>
  z.coerce.number<number | string>().int().min(1).max(max).default(fallback);

const outboxQuery = z.strictObject({
  to: z.string().max(200).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  limit: limit(500, 50),
});

export const observationOperations = {
  listFaults: defineControlOperation({
    method: 'GET',
    path: '/faults',
    response: z.array(faultSchema),
    summary: 'List injected faults',
  }),
  addFault: defineControlOperation({
    method: 'POST',
    path: '/faults',
    body: faultInputSchema,
    response: faultSchema,
    status: 201,
    summary: 'Inject latency, an error envelope, an HTTP 500 or a dropped connection on /api paths',
  }),
  removeFault: defineControlOperation({
    method: 'DELETE',
    path: '/faults/{id}',
    params: idParamsSchema,
    response: removedOneSchema,
    summary: 'Remove one fault',
  }),
  removeAllFaults: defineControlOperation({
    method: 'DELETE',
    path: '/faults',
    response: removedAllSchema,
    summary: 'Remove every fault',
  }),
  listOutbox: defineControlOperation({
    method: 'GET',
    path: '/outbox',
    query: outboxQuery,
    response: z.array(outboxMailSchema),
    summary: 'Mails the world sent, newest first',
  }),
  latestMail: defineControlOperation({
    method: 'GET',
    path: '/outbox/latest',
    query: outboxQuery,
    response: outboxMailSchema,
    summary: 'The newest mail (with its link)',
  }),
  listTracking: defineControlOperation({
    method: 'GET',
    path: '/tracking',
    query: z.strictObject({ event: z.string().max(100).optional(), limit: limit(1000, 200) }),
    response: z.array(trackingEventSchema),
    summary: 'Tracking events the app reported',
  }),
} as const;
