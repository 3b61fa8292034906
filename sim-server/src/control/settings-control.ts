import { accessPolicySchema, scenarioSettingsSchema } from '@casino/contracts/control/scenario';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SimDb } from '../db/database';
import { settings } from '../db/schema/index';
import { WITHDRAWAL_AUTO_PROGRESS_SETTING } from '../modules/withdrawals/withdrawals-repository';
import { controlRefused, parseInput } from './control-http';

/**
 * Setting rows QA may write, each with the shape its readers expect. `withdrawalAutoProgress`
 * is the control plane's own: the withdrawals module reads it to let withdrawals move on the clock.
 */
export const WITHDRAWAL_AUTO_PROGRESS = WITHDRAWAL_AUTO_PROGRESS_SETTING;

const KNOWN_SETTINGS: Record<string, z.ZodType> = {
  chatAvailable: z.boolean(),
  accessPolicy: accessPolicySchema,
  withdrawRulePageUrl: z.string().max(500),
  promotionPageUrl: z.string().max(500),
  telegramLink: z.string().max(500),
  whatsAppNumber: z.string().regex(/^\d{6,15}$/, 'Digits only'),
  whatsAppQrCode: z.number().int().positive(),
  fbAdsScript: z.string().max(100_000),
  liveChatScript: z.string().max(100_000),
  [WITHDRAWAL_AUTO_PROGRESS]: z.boolean(),
};

export function writeSettingRow(db: SimDb, name: string, value: unknown) {
  const text = JSON.stringify(value);
  db.insert(settings)
    .values({ name, value: text })
    .onConflictDoUpdate({ target: settings.name, set: { value: text } })
    .run();
}

/**
 * Validates and writes one setting. A known name is checked against its shape; another name is
 * taken only when a module already keeps a row by that name (so a typo is refused, not stored).
 */
export function writeControlSetting(db: SimDb, name: string, value: unknown): unknown {
  const schema = KNOWN_SETTINGS[name];
  if (schema) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      );
      throw controlRefused(`${name}: ${reasons.join('; ')}`);
    }
    writeSettingRow(db, name, parsed.data);
    return parsed.data;
  }
  const existing = db.select().from(settings).where(eq(settings.name, name)).get();
  if (!existing) {
    throw controlRefused(
      `Unknown setting ${name}; known: ${Object.keys(KNOWN_SETTINGS).join(', ')} (or any row that exists)`,
    );
  }
  writeSettingRow(db, name, value);
  return value;
}

/** Every setting row with its value (scripts shortened: they are long and seldom useful here). */
export function listSettingRows(db: SimDb) {
  return db
    .select()
    .from(settings)
    .orderBy(asc(settings.name))
    .all()
    .map((row) => {
      let value: unknown = row.value;
      try {
        value = JSON.parse(row.value);
      } catch {
        // A hand-edited row that is not JSON: shown as the text it is.
      }
      if (typeof value === 'string' && value.length > 200) value = `${value.slice(0, 200)}…`;
      return { name: row.name, value };
    });
}

/** The settings block of a scenario, written row by row. */
export function applyScenarioSettings(db: SimDb, input: unknown) {
  const block = parseInput(scenarioSettingsSchema, input);
  for (const [name, value] of Object.entries(block)) {
    if (value !== undefined) writeControlSetting(db, name, value);
  }
}
