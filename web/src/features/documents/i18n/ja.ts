import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: '書類のアップロード',
    loading: '書類を読み込み中',
    statusLabel: 'ステータス：',
    status: {
      notUploaded: '未アップロード',
      auditing: '審査中',
      approved: '承認済み',
      failed: '審査不合格、再度アップロードしてください',
      submitted: '提出済み',
    },
    intro:
      '4 種類の証明書類をすべてアップロードしてください。審査には 1〜7 営業日かかります。住所証明は 3 か月以内のものが必要です。',
    onFile: '登録済みの書類',
    idProof: '本人確認書類',
    holdProof: '本人確認書類を持った写真',
    addressProof: '住所証明',
    paymentProof: '支払い証明',
    missing: 'アップロードしてください：{{proof}}',
    submit: '書類を提出',
    success: '書類を審査に送信しました。',
  },
};
