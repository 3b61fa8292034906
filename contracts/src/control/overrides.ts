import { z } from 'zod';
import { exactlyOneOf } from '../core/json-schema';
import { journalPathSchema } from './journal';
import { defineControlOperation } from './operation';
import { idParamsSchema } from './outcomes';
import { removedAllSchema, removedOneSchema } from './shapes';

/**
 * Overrides: the next matching `/api` calls of a world answer a given envelope instead of
 * running their handler (nothing moves: no order, no ledger row), or answer what the handler
 * (or the upstream backend) gives with a `patch` merged into its `data` (the call runs). The
 * envelope's `data` and the patch's fields are checked against the call's response contract,
 * unless `allowInvalid` asks for a broken answer on purpose (to see the app survive one).
 */

export const overrideEnvelopeSchema = z.strictObject({
  /** 0 for success; a business code (1001...) or -2 (sign in again); 400-599 also set the HTTP status. */
  error: z.number().int().min(-2).max(99_999),
  message: z.string().max(500).default('success'),
  data: z.unknown().default(null),
});

/**
 * A partial `data`: objects merge key by key, at any depth; any other value (a number, a
 * string, an array, null) replaces the field. `{ availableBalance: 'lots' }` breaks one field.
 */
export const overridePatchSchema = z.record(z.string(), z.unknown());

export const overrideInputSchema = z
  .strictObject({
    /** A glob over the /api path (`/sys/deposit/*`, `**` spans slashes) or a regex after `^` or `re:`. */
    path: journalPathSchema,
    /** Partial deep match of the request body (JSON or form fields); absent: every call on the path. */
    match: z.record(z.string(), z.unknown()).optional(),
    /** How many calls it answers; unlimited when absent. */
    count: z.number().int().min(1).max(100_000).optional(),
    /** The whole answer, instead of the handler's. Give this or `patch`. */
    envelope: overrideEnvelopeSchema.optional(),
    /** Merged into the `data` of the answer the handler or the upstream gives. Give this or `envelope`. */
    patch: overridePatchSchema.optional(),
    /** Skip the check of `data` against the call's contract (to test how the app survives a broken answer). */
    allowInvalid: z.boolean().default(false),
  })
  .refine((input) => (input.envelope === undefined) !== (input.patch === undefined), {
    message: 'give envelope (the whole answer) or patch (fields merged into the real answer), one of them',
    path: ['envelope'],
  })
  .meta({ oneOf: exactlyOneOf(['envelope', 'patch']) });

export const overrideSchema = z.object({
  id: z.number().int().positive(),
  path: z.string(),
  match: z.record(z.string(), z.unknown()).nullable(),
  /** Calls it will still answer; null: no limit. */
  remaining: z.number().int().nullable(),
  /** Calls it has answered so far. */
  hits: z.number().int().min(0),
  /** The whole answer; null for a patch. */
  envelope: z.object({ error: z.number().int(), message: z.string(), data: z.unknown() }).nullable(),
  /** Fields merged into the real answer's `data`; null for an envelope. */
  patch: overridePatchSchema.nullable(),
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
    summary: 'Answer the next matching /api calls with this envelope, or patch their real answer',
    description:
      'The path must match at least one /api call. A success envelope’s data, or each field of a ' +
      'patch, is checked against each matched call’s response contract (400 naming the field) ' +
      'unless allowInvalid is true. Overrides act after faults. With an envelope the handler ' +
      'does not run, so no money moves; with a patch it runs (or the upstream answers) and the ' +
      'patch is merged into the data of its answer.',
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
