import { seedAccessPolicy, seedChatAvailable, seedContactSettings } from '@casino/fixtures/settings';
import type { SimTransaction } from '../../db/database';
import { settings } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { storeFile } from '../files/file-store';
import { fbAdsScript } from './scripts/fb-ads-script';
import { liveChatScript } from './scripts/live-chat-script';
import { SettingName } from './settings-repository';
import { whatsAppQrSize, whatsAppQrSvg } from './whatsapp-qr-image';

/**
 * Seeds every settings row: contact links (the Telegram name from the site name), the WhatsApp
 * QR image as a stored file, both scripts, chat availability and the access policy.
 */
export function seedSettings(tx: SimTransaction, context: SeedContext) {
  const contact = seedContactSettings({ siteName: context.siteName, siteDomain: context.siteDomain });
  const qrCodeFileId = storeFile(tx, {
    memberId: null,
    mimeType: 'image/svg+xml',
    bytes: whatsAppQrSvg(contact.whatsAppNumber),
    fileName: 'whatsapp-qr.svg',
    ...whatsAppQrSize,
    now: context.now,
  });
  const values: Record<string, unknown> = {
    [SettingName.WITHDRAW_RULE_PAGE_URL]: contact.withdrawRulePageUrl,
    [SettingName.PROMOTION_PAGE_URL]: contact.promotionPageUrl,
    [SettingName.TELEGRAM_LINK]: contact.telegramLink,
    [SettingName.WHATSAPP_NUMBER]: contact.whatsAppNumber,
    [SettingName.WHATSAPP_QR_CODE]: qrCodeFileId,
    [SettingName.FB_ADS_SCRIPT]: fbAdsScript,
    [SettingName.LIVE_CHAT_SCRIPT]: liveChatScript,
    [SettingName.CHAT_AVAILABLE]: seedChatAvailable,
    [SettingName.ACCESS_POLICY]: seedAccessPolicy,
  };
  tx.insert(settings)
    .values(Object.entries(values).map(([name, value]) => ({ name, value: JSON.stringify(value) })))
    .run();
}
