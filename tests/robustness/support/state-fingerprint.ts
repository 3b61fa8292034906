import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Tables whose content a request may change. Reference data (games, countries, articles...) is
 * left out: no /api call writes it, and hashing it on every request would only cost time.
 */
const MUTABLE_TABLES = [
  'members',
  'sessions',
  'one_time_codes',
  'mail_outbox',
  'captchas',
  'ledger_entries',
  'deposit_orders',
  'withdrawals',
  'member_documents',
  'news',
  'files',
  'game_sessions',
  'game_rounds',
  'latest_wins',
  'invite_redemptions',
  'settings',
  'bonus_job_marks',
  'player_limits',
  'member_protection',
] as const;

export type Fingerprint = Record<string, string>;

/** Per table, a hash of every row (blob columns left out: files are compared by their sha256 column). */
export function createFingerprinter(sqlite: FastifyInstance['sqlite']): () => Fingerprint {
  const statements = MUTABLE_TABLES.map((table) => {
    const columns = (sqlite.pragma(`table_info(${table})`) as Array<{ name: string; type: string }>)
      .filter((column) => column.type.toUpperCase() !== 'BLOB')
      .map((column) => `"${column.name}"`);
    if (columns.length === 0) throw new Error(`fingerprint: table ${table} has no columns`);
    return {
      table,
      statement: sqlite.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).raw(),
    };
  });
  return () => {
    const fingerprint: Fingerprint = {};
    for (const { table, statement } of statements) {
      fingerprint[table] = createHash('sha1').update(JSON.stringify(statement.all())).digest('hex');
    }
    return fingerprint;
  };
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/**
 * Watches the database around one request. SQLite's `total_changes()` counts every row written
 * on the connection (rolled-back writes too), so when it has not moved nothing changed and no
 * hashing is needed; when it has, the tables are hashed and compared, which tells a real change
 * from a write that was rolled back.
 */
export function createChangeWatcher(sqlite: FastifyInstance['sqlite']) {
  const fingerprint = createFingerprinter(sqlite);
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  let known: { changes: unknown; fingerprint: Fingerprint } | null = null;
  const current = () => {
    const changes = totalChanges.get();
    if (!known || known.changes !== changes) known = { changes, fingerprint: fingerprint() };
    return known;
  };
  return {
    /** Call before the request. */
    mark: () => current(),
    /** The tables the request changed since `mark`. */
    changedSince(mark: { changes: unknown; fingerprint: Fingerprint }): string[] {
      const now = current();
      return now.changes === mark.changes ? [] : changedTables(mark.fingerprint, now.fingerprint);
    },
  };
}
