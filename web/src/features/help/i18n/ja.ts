import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'パンくずリスト',
    home: 'ホーム',
  },
  search: {
    label: 'ヘルプページを検索',
    placeholder: 'ヘルプページを検索...',
    results_one: '{{count}}件のページが見つかりました',
    results_other: '{{count}}件のページが見つかりました',
    none: '検索に一致するヘルプページはありません。別の言葉で試すか、サポートにお問い合わせください。',
    listLabel: 'ヘルプページ',
  },
  sections: {
    browse: 'ヘルプページを見る',
    inThisSection: 'このセクションの内容',
  },
  keywords: {
    myAccountInfo: 'アカウント プロフィール 個人情報 パスワード ログイン',
    depositRules: '入金 支払い カード 最低額 お金 チャージ',
    bonusRules: 'ボーナス 賭け条件 ロールオーバー フリースピン プロモーション',
    casino361: 'カジノ規則 公正 ゲーム 行動規範',
    aboutUs: '会社 連絡先 ライセンス サポート 私たちについて',
    privacyPolicy: 'プライバシー データ 個人情報 クッキー セキュリティ',
    tableGamesInfo: 'テーブルゲーム ルーレット バカラ カード',
    blackjack: 'ブラックジャック カード ディーラー 21',
    cashierInfo: 'キャッシャー 支払い 残高 書類 本人確認',
    withdrawalRules: '出金 引き出し 払い戻し 上限',
    bonusInfo: 'ボーナス 特典 キャッシュバック VIP',
    bonusTerms: 'ボーナス規約 条件 有効期限',
  },
  selector: {
    legend: 'どのようなことでお困りですか？',
    open: '読む：{{page}}',
    answers: {
      deposit: '入金方法、利用できる決済手段、最低入金額について。',
      withdraw: '出金の流れ、所要時間、適用される上限について。',
      bonus: 'ボーナスの付与方法と、出金前に必要な賭け条件について。',
      closing:
        'アカウントを閉鎖するには、アカウントページからサポートにご連絡ください。1日以内に返信します。',
      security: 'お客様のデータの保護方法と、アカウントを安全に保つためにできること。',
      verification: '出金前に提出いただく書類と、審査にかかる期間について。',
      techIssue:
        'うまく動かないときは？チームは24時間365日対応しています。このページに連絡方法をすべて載せています。',
    },
  },
};
