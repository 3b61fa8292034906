import type { WorldSnapshot } from '@casino/contracts/control/worlds';
import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import { SettingScriptName, type SettingScriptNameValue } from '@casino/contracts/settings/enums';
import type Database from 'better-sqlite3';
import { pathTest } from '../control/journal-matching';
import { type DatabaseSchema, migratedSchema, schemaOf } from '../db/database';
import { fbAdsScript } from '../modules/settings/scripts/fb-ads-script';
import { liveChatScript } from '../modules/settings/scripts/live-chat-script';

/**
 * What an imported world file may not carry, beyond being a readable export (world-snapshot.ts):
 * world files travel with bug reports, so importing someone's file must never run anything of
 * theirs or move money by itself. Its database may hold only the schema this simulator's
 * migrations make (a trigger could rewrite balances on the next sign-in, a view or an extra
 * table or index is nothing a world makes), and nothing the app would run in the importer's
 * browser: the two script settings the app injects with the page's nonce, and an override
 * answering the call that hands them out.
 */

type SchemaObject = DatabaseSchema['objects'] extends ReadonlyMap<string, infer O> ? O : never;

const named = ({ type, name, table }: SchemaObject) =>
  type === 'trigger' || type === 'index' ? `${type} "${name}" on ${table}` : `${type} "${name}"`;

/** How the file's schema differs from the migrations' (each difference one phrase), or []. */
function schemaDifferences(sqlite: Database.Database): string[] {
  const own = migratedSchema();
  const file = schemaOf(sqlite);
  const differences: string[] = [];
  for (const [key, object] of file.objects) {
    const expected = own.objects.get(key);
    if (!expected) differences.push(`a ${named(object)} the migrations do not make`);
    else if (expected.sql !== object.sql || expected.table !== object.table)
      differences.push(`${named(object)} defined otherwise than the migrations define it`);
  }
  for (const [key, object] of own.objects)
    if (!file.objects.has(key)) differences.push(`no ${named(object)}`);
  if (file.userVersion !== own.userVersion)
    differences.push(
      `user_version ${file.userVersion} (this simulator's schema is version ${own.userVersion})`,
    );
  if (file.applicationId !== own.applicationId)
    differences.push(`application_id ${file.applicationId} (this simulator's is ${own.applicationId})`);
  return differences;
}

/** The script settings as this simulator seeds them; a file may hold these, or none (''). */
const SEEDED_SCRIPTS: Record<SettingScriptNameValue, string> = {
  [SettingScriptName.FB_ADS_SCRIPT]: fbAdsScript,
  [SettingScriptName.LIVE_CHAT_SCRIPT]: liveChatScript,
};

/** Script settings of the file that are not the seed's (the app would run them), by name. */
function foreignScripts(sqlite: Database.Database): string[] {
  const rows = sqlite
    .prepare(`SELECT name, value FROM settings WHERE name IN (${Object.keys(SEEDED_SCRIPTS).map(() => '?')})`)
    .all(...Object.keys(SEEDED_SCRIPTS)) as { name: SettingScriptNameValue; value: string }[];
  return rows
    .filter(
      ({ name, value }) => value !== JSON.stringify('') && value !== JSON.stringify(SEEDED_SCRIPTS[name]),
    )
    .map(({ name }) => `a ${name} setting of its own (the app runs it in the browser)`);
}

const SCRIPT_CALL = settingsEndpoints.acquireSetting.path;

/** Overrides of the file that would answer the script call (the app runs what it answers). */
function scriptOverrides(snapshot: WorldSnapshot): string[] {
  return snapshot.overrides.entries
    .filter((override) => pathTest(override.path)(SCRIPT_CALL))
    .map(
      (override) =>
        `override ${override.id} on ${override.path}, which answers ${SCRIPT_CALL} (its script runs in the browser)`,
    );
}

/**
 * What the file carries that a world may not, in words (the refusal's message), or null. Runs
 * on the read-only connection database.ts's `judgeImage` opens: schema first, so no table of
 * the file is read before its triggers and views are known to be none.
 */
export function refusedContent(sqlite: Database.Database, snapshot: WorldSnapshot): string | null {
  const schema = schemaDifferences(sqlite);
  if (schema.length > 0)
    return `its database is not the schema this simulator's migrations make: ${listed(schema)}`;
  const code = [...foreignScripts(sqlite), ...scriptOverrides(snapshot)];
  if (code.length > 0) return `it carries code the app would run: ${listed(code)}`;
  return null;
}

const listed = (phrases: string[]) =>
  phrases.length > 8
    ? `${phrases.slice(0, 8).join('; ')}; and ${phrases.length - 8} more`
    : phrases.join('; ');
