import { z } from 'zod';
import { present } from '../core/json-schema';
import { isoDateTimeWithOffsetSchema } from '../core/primitives';
import { defineControlOperation } from './operation';
import { pathPatternSchema } from './scenario';

/**
 * The request journal: every `/api` exchange of a world (request and answer, secrets masked),
 * filtered for QA, and verified as WireMock's `verify` does, with near misses when it fails.
 */

const isoTime = z.string();

/** Who made a call: the signed-in member, when the request carried a live token. */
export const journalMemberSchema = z.object({ id: z.number().int(), username: z.string() });

/** One /api exchange as the journal keeps it (passwords, tokens and card numbers masked). */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  method: z.string(),
  path: z.string(),
  query: z.unknown(),
  /** The request's payload (JSON or form fields; `[multipart]` for uploads), masked. */
  body: z.unknown(),
  /** The request headers QA asserts on (X-FE-LANG, Content-Type, Accept-Language); never Authorization. */
  headers: z.record(z.string(), z.string()),
  member: journalMemberSchema.nullable(),
  httpStatus: z.number().int(),
  /** The envelope's error code and message; null when the answer was not an envelope. */
  error: z.number().int().nullable(),
  message: z.string().nullable(),
  /** The envelope's `data`, masked (long lists and texts shortened; a large answer only by its size). */
  answer: z.unknown(),
  /** The injected fault that acted on it ('dropped', 'latency 2000ms'...), if any. */
  fault: z.string().nullable(),
  /** The override that answered instead of the handler, if any. */
  override: z.number().int().nullable(),
  /** Who answered: the simulator, the upstream backend (proxy mode) or a recording (replay). */
  via: z.enum(['simulator', 'upstream', 'replay']),
  durationMs: z.number(),
  /** Simulator-clock time the request came in (what `since` and `until` compare with). */
  time: isoTime,
  /** Real (wall-clock) time the request came in. */
  wallTime: isoTime,
});

/** The journal filters paths as faults do (`/api/sys/deposit/*`, or a regex after `^` or `re:`). */
export const journalPathSchema = pathPatternSchema;

const methodSchema = z
  .string()
  .regex(/^[A-Za-z]{3,7}$/, 'An HTTP method (GET, POST...)')
  .transform((method) => method.toUpperCase());

/** `?body={"amount":25}` in a query string: JSON, as an object to match partially. */
const bodyQuerySchema = z.string().transform((text, context) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'Expected JSON, such as {"amount":25}' });
    return z.NEVER;
  }
});

export const journalFilterFields = {
  method: methodSchema.optional(),
  path: journalPathSchema.optional(),
  /** A member's username (any case) or numeric id. */
  member: z.string().min(1).max(64).optional(),
  /** Simulator-clock times (ISO), inclusive. */
  since: isoDateTimeWithOffsetSchema.optional(),
  until: isoDateTimeWithOffsetSchema.optional(),
};

export const journalQuerySchema = z.strictObject({
  ...journalFilterFields,
  /** Partial deep match of the request body, as JSON. */
  body: bodyQuerySchema.optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100_000).default(500),
});

const timesSchema = z.number().int().min(0).max(100_000);

export const verifyInputSchema = z
  .strictObject({
    ...journalFilterFields,
    path: journalPathSchema,
    /**
     * Partial deep match: each given field must be there with that value (extra fields are
     * fine; `25` matches the form value `"25"`; arrays element by element).
     */
    body: z.unknown().optional(),
    /** Request headers the journal keeps (X-FE-LANG, Content-Type, Accept-Language), any case, by value. */
    headers: z
      .record(z.string().max(64), z.string().max(200))
      .transform((headers) =>
        Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
      )
      .optional(),
    /** Exactly this many matching calls (0: never called). */
    count: timesSchema.optional(),
    atLeast: timesSchema.optional(),
    atMost: timesSchema.optional(),
  })
  .refine(
    (input) => input.count === undefined || (input.atLeast === undefined && input.atMost === undefined),
    {
      message: 'Give count, or atLeast and/or atMost, not both',
      path: ['count'],
    },
  )
  .refine(
    (input) => input.atLeast === undefined || input.atMost === undefined || input.atLeast <= input.atMost,
    { message: 'atLeast must not be above atMost', path: ['atLeast'] },
  )
  // The first refinement as the document says it; atLeast <= atMost has no keyword.
  .meta({
    dependentSchemas: { count: { not: { anyOf: [present('atLeast'), present('atMost')] } } },
  });

/** One way a near miss differs from what was asked: `body.amount`, `method`, `path`, `member`... */
export const differenceSchema = z.object({
  field: z.string(),
  expected: z.unknown(),
  actual: z.unknown(),
});

export const nearMissSchema = z.object({
  entry: journalEntrySchema,
  /** 0 (almost the asked call) to 1 (nothing alike); nearest first. */
  distance: z.number().min(0).max(1),
  differences: z.array(differenceSchema),
});

export const verifyAnswerSchema = z.object({
  ok: z.boolean(),
  /** Matching calls in the journal. */
  count: z.number().int().min(0),
  /** What was asked, in words: 'exactly 1', 'at least 2', 'between 1 and 3'. */
  expected: z.string(),
  /** When not ok: the closest calls that did not match, nearest first (5 at most). */
  nearMisses: z.array(nearMissSchema),
});

export const journalOperations = {
  listJournal: defineControlOperation({
    method: 'GET',
    path: '/journal',
    query: journalQuerySchema,
    response: z.array(journalEntrySchema),
    summary: 'The /api exchanges of this world, newest first, with their answers (secrets masked)',
    description:
      'Filters: method, path (a glob as faults use, or a plain text the path contains), member ' +
      '(username or id), since/until (simulator clock, ISO), body (JSON, partial match). The ' +
      'journal keeps SIM_JOURNAL_SIZE exchanges (2000 by default).',
  }),
  verifyJournal: defineControlOperation({
    method: 'POST',
    path: '/journal/verify',
    body: verifyInputSchema,
    response: verifyAnswerSchema,
    summary: 'Verify the app made a call (method, path, partial body) a number of times',
    description:
      'Without count, atLeast or atMost: at least once. A failed verification (ok false, still ' +
      'HTTP 200) lists the nearest non-matching calls with what differed, as WireMock does.',
  }),
  clearJournal: defineControlOperation({
    method: 'DELETE',
    path: '/journal',
    response: z.object({ cleared: z.literal(true) }),
    summary: 'Empty the request journal',
  }),
} as const;

export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalQuery = z.infer<typeof journalQuerySchema>;
export type VerifyInput = z.infer<typeof verifyInputSchema>;
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;
export type NearMiss = z.infer<typeof nearMissSchema>;
export type Difference = z.infer<typeof differenceSchema>;

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** A near miss as a person reads it (the browser suite's `expectCalled`, `npm run sim -- verify`). */
export function describeNearMiss({ entry, distance, differences }: NearMiss, index: number): string {
  const what = differences.map(
    (difference) =>
      `${difference.field}: expected ${shown(difference.expected)}, got ${shown(difference.actual)}`,
  );
  return `  ${index + 1}. #${entry.id} ${entry.method} ${entry.path} at ${entry.time} (distance ${distance})\n     ${what.join('\n     ')}`;
}
