import { AccessPolicySchema } from '@casino/contracts/entities/content';
import { AccessStatus } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { implement } from '../../api/implement';
import { registerChatVendor } from '../../providers/chat/chat-routes';
import { registerTrackingVendor } from '../../providers/tracking/tracking-routes';
import { readSetting, SettingName } from './settings-repository';

const optionalText = z.string().nullable();

/** Contact settings, chat availability, the two scripts and the access policy. */
export async function registerSettingsRoutes(app: FastifyInstance) {
  implement(app, endpoints.checkChatAvailable, () =>
    readSetting(app.db, SettingName.CHAT_AVAILABLE, z.boolean(), false),
  );

  implement(app, endpoints.contactUsSetting, () => ({
    withdrawRulePageUrl: readSetting(app.db, SettingName.WITHDRAW_RULE_PAGE_URL, optionalText, null),
    promotionPageUrl: readSetting(app.db, SettingName.PROMOTION_PAGE_URL, optionalText, null),
    telegramLink: readSetting(app.db, SettingName.TELEGRAM_LINK, optionalText, null),
    whatsAppNumber: readSetting(app.db, SettingName.WHATSAPP_NUMBER, optionalText, null),
    whatsAppQrCode: readSetting(
      app.db,
      SettingName.WHATSAPP_QR_CODE,
      z.number().int().positive().nullable(),
      null,
    ),
  }));

  // The contract names the two scripts; an unset one answers '' (the app then injects nothing).
  implement(app, endpoints.acquireSetting, ({ input }) => readSetting(app.db, input.name, z.string(), ''));

  // A missing or broken policy row must not lock everyone out: it reads as allowed.
  implement(app, endpoints.accessPolicy, () =>
    readSetting(app.db, SettingName.ACCESS_POLICY, AccessPolicySchema, {
      status: AccessStatus.ALLOWED,
      url: null,
    }),
  );

  // The simulated vendors behind the two scripts.
  registerChatVendor(app);
  registerTrackingVendor(app);
}
