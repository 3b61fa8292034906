import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'お問い合わせ',
    intro: 'サポートチームは24時間年中無休で対応しています。ご希望の連絡方法をお選びください。',
    sendEmail: 'メールを送る',
    startChat: 'ライブチャットを開始',
    telegram: 'Telegramでチャット',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'スキャンしてWhatsAppでチャット',
    formTitle: 'メッセージを送る',
    formNote: 'メールソフトが開き、メッセージが入力された状態になります。',
    name: 'お名前',
    username: 'ユーザー名',
    email: 'メールアドレス',
    phone: '電話番号',
    queryType: 'お問い合わせの種類',
    message: 'メッセージ',
    send: 'メールを作成',
    nameRequired: 'お名前を入力してください',
    emailRequired: 'メールアドレスを入力してください',
    emailInvalid: 'メールアドレスが正しくありません',
    queryTypeRequired: 'お問い合わせの種類を選んでください',
    messageRequired: 'メッセージを入力してください',
    phoneInvalid: '数字のみで入力してください',
  },
  liveChat: {
    title: 'ライブチャット',
    connecting: 'サポートチームに接続しています…',
    unavailable:
      '現在ライブチャットはご利用いただけません。時間をおいて再度お試しいただくか、メールでご連絡ください。',
  },
  language: {
    title: '言語を選択',
    current: '現在の言語',
  },
};
