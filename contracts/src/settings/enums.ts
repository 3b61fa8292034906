import type { z } from 'zod';
import { numberCodes, textCodes } from '../core/enums';

/** Enumerations of the settings domain (spec 01 §3, spec 02 §3). */

/** Names of the script settings `/sys/sysSetting/acquire` answers. */
export const [SettingScriptName, settingScriptNameSchema] = textCodes({
  FB_ADS_SCRIPT: 'fbAdsScript',
  LIVE_CHAT_SCRIPT: 'liveChatScript',
});
export type SettingScriptNameValue = z.infer<typeof settingScriptNameSchema>;

/**
 * `status` of the access policy (`/sys/ipinfoCloudFlare`). The spec says only "url and
 * status"; the values are ours: 1 allowed, 0 restricted (the app then goes to `url`).
 */
export const [AccessStatus, accessStatusSchema] = numberCodes({ RESTRICTED: 0, ALLOWED: 1 });
export type AccessStatusValue = z.infer<typeof accessStatusSchema>;

/** Help topics of the help-topic selector, used as the contact form's query type. */
export const [HelpTopic, helpTopicSchema] = textCodes({
  DEPOSIT: 'deposit',
  WITHDRAW: 'withdraw',
  BONUS: 'bonus',
  CLOSING: 'closing',
  SECURITY: 'security',
  VERIFICATION: 'verification',
  TECH_ISSUE: 'techIssue',
});
export type HelpTopicValue = z.infer<typeof helpTopicSchema>;
