import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'ログインせずに出金状況を確認できます。必要なもの：',
    needAccount: 'ユーザー名またはメールアドレス',
    needReference: '出金番号（出金履歴に表示される番号）',
    needPassword: 'アカウントのパスワード',
    stepByStep: 'ステップごとに始める',
    oneForm: '1つのフォームで確認',
  },
  steps: {
    label: '確認の手順',
    account: 'アカウント',
    verify: '認証',
    status: '状況',
    done: '完了',
  },
  fields: {
    account: 'ユーザー名またはメールアドレス',
    reference: '出金番号',
    referenceHint: '出金の番号です（例：1024）。',
    password: 'パスワード',
  },
  actions: {
    next: '次へ',
    back: '戻る',
    lookUp: '状況を確認',
  },
  verify: {
    summary: '{{account}}の出金 No.{{id}}。状況を見るにはアカウントのパスワードを入力してください。',
  },
  errors: {
    accountRequired: 'ユーザー名 / メールアドレスは必須です',
    referenceRequired: '出金番号は必須です',
    referenceInvalid: '出金番号は数字で入力してください（例：1024）',
    passwordRequired: 'パスワードは必須です',
    lookupFailed: '出金が見つかりませんでした。入力内容を確認して、もう一度お試しください。',
  },
  startAgain: {
    text: 'このステップには前のステップの情報が必要です。最初からやり直してください。',
    link: '確認を始める',
  },
  result: {
    title: '出金 No.{{id}}',
    status: '状況',
    amount: '金額',
    requested: '申請日時',
    updated: '最終更新',
    another: '別の出金を確認',
  },
  status: {
    pendingReview: '審査待ち',
    pendingPayment: '支払い待ち',
    paymentInProgress: '支払い処理中',
    paymentSuccessful: '支払い完了',
    rejected: '却下',
    failed: '失敗',
    completed: '完了',
    canceled: 'キャンセル',
  },
  statusExplain: {
    pendingReview: '担当チームが申請を審査しています。通常1〜7営業日かかります。',
    pendingPayment: '申請は承認され、支払いを待っています。',
    paymentInProgress: '支払いを決済事業者に送りました。',
    paymentSuccessful: '決済事業者が支払いを確認しました。まもなく着金します。',
    rejected: '申請は却下され、金額は残高に戻されました。理由はサポートにお問い合わせください。',
    failed: '支払いに失敗し、金額は残高に戻されました。再度申請できます。',
    completed: '出金は完了しました。',
    canceled: '申請はキャンセルされ、金額は残高に戻されました。',
  },
};
