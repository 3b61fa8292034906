import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'ページを読み込んでいます…',
    failed: 'このページを読み込めませんでした。',
    retry: '再試行',
    missingId: '記事が選ばれていません。リンクまたはバナーから記事を開いてください。',
    imageLink: 'リンク先のページを開く',
  },
  feedback: {
    question: 'このページは役に立ちましたか？',
    yes: 'はい',
    no: 'いいえ',
    commentYes: 'ありがとうございます！ほかに追加したいことはありますか？',
    commentNo: '申し訳ありません。何をお探しでしたか？',
    send: 'フィードバックを送信',
    thanks: 'フィードバックをありがとうございました。',
  },
  overlay: {
    moreHelp: 'ヘルプセンターでさらに詳しく',
  },
  legal: {
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    privacySite: 'プライバシーポリシー',
    userAgreement: 'ユーザー契約',
    aboutUs: '会社概要',
    cashoutRules: '出金ルール',
    messageCentre: 'メッセージセンター',
  },
  info: {
    banking: 'お支払い',
    withdrawalRules: '出金規定',
    promotions: 'プロモーション',
    cryptoGuide: '暗号資産ガイド',
  },
  banking: {
    methods: 'ご利用いただける決済方法',
    cryptoGuide: '暗号資産は初めてですか？ガイドをお読みください',
  },
  cryptoGuide: {
    mediaNote: '各ステップを開くと、字幕付きの短い動画で手順を確認できます。',
    promotions: '暗号資産プロモーション',
  },
  promotion: {
    title: 'プロモーション',
  },
};
