import 'i18next';
import type { messages as account } from '../../features/account/i18n/en';
import type { messages as auth } from '../../features/auth/i18n/en';
import type { messages as content } from '../../features/content/i18n/en';
import type { messages as controlPanel } from '../../features/control-panel/i18n/en';
import type { messages as games } from '../../features/games/i18n/en';
import type { messages as help } from '../../features/help/i18n/en';
import type { messages as payments } from '../../features/payments/i18n/en';
import type { messages as protection } from '../../features/protection/i18n/en';
import type { messages as realityCheck } from '../../features/reality-check/i18n/en';
import type { messages as wallet } from '../../features/wallet/i18n/en';
import type { messages as withdrawQuery } from '../../features/withdraw-query/i18n/en';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en;
      account: typeof account;
      auth: typeof auth;
      content: typeof content;
      'control-panel': typeof controlPanel;
      games: typeof games;
      help: typeof help;
      payments: typeof payments;
      protection: typeof protection;
      'reality-check': typeof realityCheck;
      wallet: typeof wallet;
      'withdraw-query': typeof withdrawQuery;
    };
  }
}
