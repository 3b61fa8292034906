import { createHash } from 'node:crypto';
import { describeIssues } from '@casino/contracts/control/scenario';
import {
  WORLD_SNAPSHOT_FORMAT,
  WORLD_SNAPSHOT_VERSION,
  type WorldSnapshot,
  worldSnapshotSchema,
} from '@casino/contracts/control/worlds';
import type { FastifyInstance } from 'fastify';
import { judgeImage } from '../db/database';
import { withSeedFileBytes } from '../modules/files/shared-seed-files';
import { refusedContent } from './world-file-checks';

/**
 * A world as one file and back (contracts' `worldSnapshotSchema`, version 1): export, import
 * and fork (an export imported at once). JSON with the database as base64 was chosen over a
 * binary archive: one format the control client, the CLI and `curl` already read, checked by
 * one schema; the base64 costs a third more bytes, which a file of a few MB affords.
 */

/** A checked export: the file, and its database bytes (decoded, checksum and schema verified). */
export interface WorldImage {
  snapshot: WorldSnapshot;
  database: Buffer;
}

/** A refused import file: the message says what is wrong with the file. */
export class WorldFileError extends Error {}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The world's state now: its database bytes (whole), clock and in-memory stores (journal when asked). */
export function captureWorld(
  app: FastifyInstance,
  world: { id: string; scenario: string | null },
  withJournal: boolean,
): WorldImage {
  // Whole: the seeded files' bytes an isolated world leaves to its process go into the file.
  const database = withSeedFileBytes(app.sqlite.serialize());
  const snapshot: WorldSnapshot = {
    format: WORLD_SNAPSHOT_FORMAT,
    version: WORLD_SNAPSHOT_VERSION,
    exportedAt: new Date().toISOString(),
    world: { id: world.id, scenario: world.scenario },
    clock: { now: new Date(app.clock.now()).toISOString(), offsetMs: Math.round(app.clock.offset()) },
    database: {
      encoding: 'base64',
      sha256: sha256(database),
      bytes: database.length,
      data: database.toString('base64'),
    },
    rules: (({ rules, nextId }) => ({ entries: rules, nextId }))(app.outcomeRules.snapshot()),
    faults: app.simFaults.snapshot(),
    overrides: app.simOverrides.snapshot(),
    journal: withJournal ? app.simJournal.snapshot() : null,
  };
  return { snapshot, database };
}

/**
 * The export file in an import's body, checked before any world is built: its schema (a wrong
 * format, a newer version, a missing part each named), then its database (the checksum, SQLite
 * that passes `quick_check`, this simulator's migrations), then what it may not carry
 * (world-file-checks.ts: a schema of its own, code the app would run). The whole export envelope is taken too,
 * so `curl .../export > w.json` then `curl --data-binary @w.json .../import` works.
 */
export function readWorldFile(body: unknown): WorldImage {
  const file =
    typeof body === 'object' && body !== null && 'error' in body && 'data' in body && body.error === 0
      ? body.data
      : body;
  const parsed = worldSnapshotSchema.safeParse(file);
  if (!parsed.success) {
    const format = (file as { format?: unknown } | null)?.format;
    const wrong = format !== WORLD_SNAPSHOT_FORMAT ? 'Not a world export' : 'A damaged world export';
    throw new WorldFileError(`${wrong}: ${describeIssues(parsed.error)}`);
  }
  const snapshot = parsed.data;
  const database = Buffer.from(snapshot.database.data, 'base64');
  if (database.length !== snapshot.database.bytes || sha256(database) !== snapshot.database.sha256)
    throw new WorldFileError(
      'A damaged world export: its database does not match its SHA-256 (the file was changed or cut short)',
    );
  const verdict = judgeImage(database, (sqlite) => refusedContent(sqlite, snapshot));
  if (verdict && 'unreadable' in verdict)
    throw new WorldFileError(`A world export this simulator cannot open: ${verdict.unreadable}`);
  if (verdict)
    throw new WorldFileError(
      `A world export refused: ${verdict.refused}. Nothing was imported and no world was made ` +
        "(a world file is data: this simulator's schema and rows, and no code the app would run).",
    );
  return { snapshot, database };
}

/** Puts the file's clock and in-memory stores into a world just built on its database. */
export function applyWorldFile(app: FastifyInstance, { snapshot }: WorldImage): void {
  app.clock.set(Date.parse(snapshot.clock.now));
  app.outcomeRules.restore({ rules: snapshot.rules.entries, nextId: snapshot.rules.nextId });
  app.simFaults.restore(snapshot.faults);
  app.simOverrides.restore(snapshot.overrides);
  if (snapshot.journal) app.simJournal.restore(snapshot.journal);
}
