import { seedAccessPolicy, seedChatAvailable, seedContactSettings } from '@casino/fixtures/settings';
import type { SimTransaction } from '../../db/database';
import { settings } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { qrSvg } from '../../providers/qr/qr-svg';
import { storeFile } from '../files/file-store';
import { fbAdsScript } from './scripts/fb-ads-script';
import { liveChatScript } from './scripts/live-chat-script';
import { SettingName } from './settings-repository';

/**
 * Seeds every settings row: contact links (the Telegram name from the site name), the WhatsApp
 * QR image as a stored file, both scripts, chat availability and the access policy.
 */
export function seedSettings(tx: SimTransaction, context: SeedContext) {
  const contact = seedContactSettings({ siteName: context.siteName, siteDomain: context.siteDomain });
  // A real code of the chat link (wa.me), the number written under it.
  const qr = qrSvg(`https://wa.me/${contact.whatsAppNumber}`, {
    caption: `WhatsApp +${contact.whatsAppNumber}`,
    label: `WhatsApp +${contact.whatsAppNumber}`,
    modulePx: 8,
  });
  const qrCodeFileId = storeFile(tx, {
    memberId: null,
    mimeType: 'image/svg+xml',
    bytes: qr.bytes,
    fileName: 'whatsapp-qr.svg',
    width: qr.width,
    height: qr.height,
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
