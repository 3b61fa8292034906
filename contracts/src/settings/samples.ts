import { type EndpointSample, refusedFor } from '../core/sample';
import type { settingsEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const settingsSamples: Record<keyof typeof settingsEndpoints, EndpointSample> = {
  checkChatAvailable: { validRequest: {}, validResponse: true, invalidRequest: { x: 1 }, invalidField: '' },
  contactUsSetting: {
    validRequest: {},
    validResponse: {
      withdrawRulePageUrl: '/#/cashier/cashierInfo/withdrawalRules',
      promotionPageUrl: null,
      telegramLink: 'https://t.me/casino_support',
      whatsAppNumber: '4477009000',
      whatsAppQrCode: 31,
    },
    invalidRequest: { memberId: 1 },
    invalidField: '',
  },
  acquireSetting: refusedFor(
    'name',
    'adminPassword',
    { name: 'liveChatScript' },
    '<script>/* chat */</script>',
  ),
  accessPolicy: {
    validRequest: {},
    validResponse: { status: 1, url: null },
    invalidRequest: { ip: '1.2.3.4' },
    invalidField: '',
  },
};
