import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'サービスをご利用いただけません',
    message: '申し訳ありません。お客様の地域ではサービスを提供しておりません。',
    ok: '了解',
  },
};
