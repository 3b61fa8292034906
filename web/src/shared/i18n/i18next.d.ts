import 'i18next';
import type { messages as access } from '../../features/access/i18n/en';
import type { messages as auth } from '../../features/auth/i18n/en';
import type { messages as content } from '../../features/content/i18n/en';
import type { messages as controlPanel } from '../../features/control-panel/i18n/en';
import type { messages as deposits } from '../../features/deposits/i18n/en';
import type { messages as documents } from '../../features/documents/i18n/en';
import type { messages as games } from '../../features/games/i18n/en';
import type { messages as help } from '../../features/help/i18n/en';
import type { messages as invites } from '../../features/invites/i18n/en';
import type { messages as member } from '../../features/member/i18n/en';
import type { messages as news } from '../../features/news/i18n/en';
import type { messages as protection } from '../../features/protection/i18n/en';
import type { messages as realityCheck } from '../../features/reality-check/i18n/en';
import type { messages as settings } from '../../features/settings/i18n/en';
import type { messages as transactions } from '../../features/transactions/i18n/en';
import type { messages as vip } from '../../features/vip/i18n/en';
import type { messages as withdrawQuery } from '../../features/withdraw-query/i18n/en';
import type { messages as withdrawals } from '../../features/withdrawals/i18n/en';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en;
      access: typeof access;
      auth: typeof auth;
      content: typeof content;
      'control-panel': typeof controlPanel;
      deposits: typeof deposits;
      documents: typeof documents;
      games: typeof games;
      help: typeof help;
      invites: typeof invites;
      member: typeof member;
      news: typeof news;
      protection: typeof protection;
      'reality-check': typeof realityCheck;
      settings: typeof settings;
      transactions: typeof transactions;
      vip: typeof vip;
      'withdraw-query': typeof withdrawQuery;
      withdrawals: typeof withdrawals;
    };
  }
}
