import { z } from 'zod';
import { journalPathSchema } from './journal';
import { defineControlOperation } from './operation';
import { idParamsSchema } from './outcomes';
import { removedAllSchema, removedOneSchema } from './shapes';

/**
 * Overrides: the next matching `/api` calls of a world answer a given envelope instead of
 * running their handler (nothing moves: no order, no ledger row). Its `data` is checked against
 * the call's response contract, unless `allowInvalid` asks for a broken answer on purpose (to
 * see the app survive one).
 */

export const overrideEnvelopeSchema = z.strictObject({
  /** 0 for success; a business code (1001...) or -2 (sign in again); 400-599 also set the HTTP status. */
  error: z.number().int().min(-2).max(99_999),
  message: z.string().max(500).default('success'),
  data: z.unknown().default(null),
});

export const overrideInputSchema = z.strictObject({
  /** A glob over the /api path (`/sys/deposit/*`, `**` spans slashes) or a regex after `^` or `re:`. */
  path: journalPathSchema,
  /** Partial deep match of the request body (JSON or form fields); absent: every call on the path. */
  match: z.record(z.string(), z.unknown()).optional(),
  /** How many calls it answers; unlimited when absent. */
  count: z.number().int().min(1).max(100_000).optional(),
  envelope: overrideEnvelopeSchema,
  /** Skip the check of `data` against the call's contract (to test how the app survives a broken answer). */
  allowInvalid: z.boolean().default(false),
});

export const overrideSchema = z.object({
  id: z.number().int().positive(),
  path: z.string(),
  match: z.record(z.string(), z.unknown()).nullable(),
  /** Calls it will still answer; null: no limit. */
  remaining: z.number().int().nullable(),
  /** Calls it has answered so far. */
  hits: z.number().int().min(0),
  envelope: z.object({ error: z.number().int(), message: z.string(), data: z.unknown() }),
  allowInvalid: z.boolean(),
  /** The /api calls the path matches (contract paths). */
  calls: z.array(z.string()),
});

export const overrideOperations = {
  listOverrides: defineControlOperation({
    method: 'GET',
    path: '/overrides',
    response: z.array(overrideSchema),
    summary: 'List the answer overrides of this world',
  }),
  addOverride: defineControlOperation({
    method: 'POST',
    path: '/overrides',
    body: overrideInputSchema,
    response: overrideSchema,
    status: 201,
    summary: 'Answer the next matching /api calls with this envelope instead of running them',
    description:
      'The path must match at least one /api call. A success envelope’s data is checked against ' +
      'each matched call’s response contract (400 naming the field) unless allowInvalid is true. ' +
      'Overrides act after faults; the handler does not run, so no money moves.',
  }),
  removeOverride: defineControlOperation({
    method: 'DELETE',
    path: '/overrides/{id}',
    params: idParamsSchema,
    response: removedOneSchema,
    summary: 'Remove one override',
  }),
  removeAllOverrides: defineControlOperation({
    method: 'DELETE',
    path: '/overrides',
    response: removedAllSchema,
    summary: 'Remove every override',
  }),
} as const;

export type OverrideInput = z.infer<typeof overrideInputSchema>;
export type StoredOverride = z.infer<typeof overrideSchema>;
