import { z } from 'zod';
import { newWorldIdSchema } from './farm';
import { journalEntrySchema } from './journal';
import { defineControlOperation } from './operation';
import { overrideSchema } from './overrides';
import { faultSchema, outcomeRuleSchema, worldSchema } from './shapes';

// Letters, digits, `-`, `_` (a replica's name before it) and `.` (a fork's suffix after it).
const worldIdSchema = z
  .string()
  .regex(/^[\w.-]+$/)
  .max(128);
const worldParamsSchema = z.strictObject({ id: worldIdSchema });
/**
 * The imported world's id chosen by the client (as createWorld's body `id`): required on a farm's
 * replica, where it is also sent as X-Sim-World for the router to hash (decision 058).
 */
const chosenIdQuery = z.strictObject({ id: newWorldIdSchema.optional() });

/** What a world export file says it is (`format`), and the newest layout this simulator reads. */
export const WORLD_SNAPSHOT_FORMAT = 'casino-sim-world';
export const WORLD_SNAPSHOT_VERSION = 1;
/** The largest import body the simulator reads (a 20,000-game world is about 30 MB as base64). */
export const WORLD_IMPORT_MAX_BYTES = 256 * 1024 * 1024;

/**
 * A store of numbered entries as kept in memory: its entries and the id the next one gets,
 * above every entry's (or a later entry would take an id already used).
 */
const storeOf = <T extends z.ZodType<{ id: number }>>(entry: T) =>
  z
    .strictObject({ entries: z.array(entry), nextId: z.number().int().positive() })
    .refine((store) => store.entries.every((kept) => kept.id < store.nextId), {
      message: 'nextId must be above the id of every entry',
      path: ['nextId'],
    });

/**
 * A world as one file (version 1): its SQLite database (`sqlite3_serialize` bytes, base64, with
 * their SHA-256 so a damaged file is told apart from a wrong one), its clock, and what it keeps
 * in memory: outcome rules, faults, answer overrides and, when asked, its request journal.
 * Settings live in the database. A newer `version` is refused by name, never half-read.
 */
export const worldSnapshotSchema = z.strictObject({
  format: z.literal(WORLD_SNAPSHOT_FORMAT, {
    error: `Not a world export: the file's format must be "${WORLD_SNAPSHOT_FORMAT}" (GET /__sim/worlds/{id}/export makes one)`,
  }),
  version: z
    .number({ error: 'Not a world export: the file has no version number' })
    .int()
    .min(1)
    .max(WORLD_SNAPSHOT_VERSION, {
      error: `The file is a newer world export than this simulator reads (up to version ${WORLD_SNAPSHOT_VERSION}): update the simulator`,
    }),
  exportedAt: z.iso.datetime(),
  world: z.strictObject({ id: worldIdSchema, scenario: z.string().nullable() }),
  /** The world's time when exported: an imported world resumes at it (offset from real time rebased). */
  clock: z.strictObject({ now: z.iso.datetime(), offsetMs: z.number().int() }),
  database: z.strictObject({
    encoding: z.literal('base64'),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().positive(),
    data: z.string().min(1),
  }),
  rules: storeOf(outcomeRuleSchema.omit({ username: true, count: true })),
  faults: storeOf(faultSchema),
  overrides: storeOf(overrideSchema),
  /** Absent unless `?journal=true`: an imported world then starts with an empty journal. */
  journal: storeOf(journalEntrySchema).nullable(),
});

export type WorldSnapshot = z.infer<typeof worldSnapshotSchema>;

const CAP_NOTE =
  'At SIM_MAX_WORLDS a world idle past its lease (SIM_WORLD_LEASE) is closed to make room; when ' +
  'every world is within its lease the call answers 503 with Retry-After (seconds until the ' +
  'soonest lease ends) and a message naming the cap.';

/** Isolated worlds: answered by the simulator's dispatcher, before any world is chosen. */
export const worldOperations = {
  listWorlds: defineControlOperation({
    method: 'GET',
    path: '/worlds',
    response: z.array(worldSchema),
    summary: 'List isolated worlds',
    scope: 'dispatcher',
  }),
  createWorld: defineControlOperation({
    method: 'POST',
    path: '/worlds',
    body: z.strictObject({
      scenario: z.string().min(1).max(64).nullable().optional(),
      /**
       * The new world's id chosen by the client, also sent as X-Sim-World so a farm's router
       * hashes it (decision 058); on a replica (SIM_REPLICA) it is required and the world is
       * named `<replica>_<id>`. None outside a farm: the simulator makes one.
       */
      id: newWorldIdSchema.optional(),
    }),
    response: worldSchema,
    status: 201,
    summary: 'Create an isolated world, optionally from a scenario and with a chosen id',
    description: CAP_NOTE,
    scope: 'dispatcher',
    atCap: true,
  }),
  closeWorld: defineControlOperation({
    method: 'DELETE',
    path: '/worlds/{id}',
    params: worldParamsSchema,
    response: z.object({ id: z.string() }),
    summary: 'Close an isolated world',
    scope: 'dispatcher',
  }),
  exportWorld: defineControlOperation({
    method: 'GET',
    path: '/worlds/{id}/export',
    params: worldParamsSchema,
    query: z.strictObject({
      journal: z
        .enum(['true', 'false'])
        .optional()
        .transform((value) => value === 'true'),
    }),
    response: worldSnapshotSchema,
    summary: 'Export a world as one file (its database, clock, rules, faults, overrides; journal optional)',
    description:
      'The envelope\'s `data` is the file (format "casino-sim-world", version 1): save it as JSON and ' +
      'POST it to /__sim/worlds/import here or on another simulator. `?journal=true` adds the ' +
      'request journal (secrets already masked in it).',
    scope: 'dispatcher',
  }),
  importWorld: defineControlOperation({
    method: 'POST',
    path: '/worlds/import',
    query: chosenIdQuery,
    body: worldSnapshotSchema,
    response: worldSchema,
    status: 201,
    summary: 'Make a new world from an exported file (the file as the body)',
    description:
      'The body is the export file (or the whole export envelope), up to 256 MiB. A wrong, damaged ' +
      `or newer-version file is refused with 400 and no world is made. ${CAP_NOTE}`,
    scope: 'dispatcher',
    atCap: true,
  }),
  forkWorld: defineControlOperation({
    method: 'POST',
    path: '/worlds/{id}/fork',
    params: worldParamsSchema,
    response: worldSchema,
    status: 201,
    summary: 'Copy a world into a new one (later changes to either leave the other as it is)',
    description:
      "The copy's id is the source's and a suffix after a `.` (`w-1a2b.3f9c2b`): a farm's router " +
      `hashes only the part before it, so the copy lives on the replica that holds its source. ${CAP_NOTE}`,
    scope: 'dispatcher',
    atCap: true,
  }),
} as const;
