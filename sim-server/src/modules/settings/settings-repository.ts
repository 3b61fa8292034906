import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SimDb } from '../../db/database';
import { settings } from '../../db/schema/index';

/**
 * Names of the settings rows. QA changes them through the control plane (control/settings-control.ts
 * writes them); the calls read them on every request, so a change shows at once.
 */
export const SettingName = {
  WITHDRAW_RULE_PAGE_URL: 'withdrawRulePageUrl',
  PROMOTION_PAGE_URL: 'promotionPageUrl',
  TELEGRAM_LINK: 'telegramLink',
  WHATSAPP_NUMBER: 'whatsAppNumber',
  WHATSAPP_QR_CODE: 'whatsAppQrCode',
  FB_ADS_SCRIPT: 'fbAdsScript',
  LIVE_CHAT_SCRIPT: 'liveChatScript',
  /** Whether live chat answers now (`checkContactUsSetting`). */
  CHAT_AVAILABLE: 'chatAvailable',
  /** `{ status, url }` of `/sys/ipinfoCloudFlare`. */
  ACCESS_POLICY: 'accessPolicy',
} as const;
export type SettingNameValue = (typeof SettingName)[keyof typeof SettingName];

/**
 * A setting's value, checked against `schema`; `fallback` when the row is missing or holds
 * something else (a hand-edited row must not break the call, it reads as unset).
 */
export function readSetting<S extends z.ZodType>(
  db: SimDb,
  name: SettingNameValue,
  schema: S,
  fallback: z.infer<S>,
): z.infer<S> {
  const row = db.select().from(settings).where(eq(settings.name, name)).get();
  if (!row) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    return fallback;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
