import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: '個人情報',
    username: 'ユーザー名',
    firstName: '名',
    lastName: '姓',
    gender: '性別',
    genders: {
      MALE: '男性',
      FEMALE: '女性',
    },
    countryCode: '国コード',
    country: '国',
    postalCode: '郵便番号',
    town: '市区町村',
    address: '住所',
    email: 'メールアドレス',
    mobilePrefix: '国番号',
    mobile: '携帯電話番号',
    notSet: '未登録',
    supportNote: 'これらの情報を変更するには、サポートチームまでお問い合わせください。',
  },
  password: {
    title: 'パスワード変更',
    newPassword: '新しいパスワード',
    repeatPassword: '新しいパスワード（確認）',
    change: '変更',
    cancel: 'キャンセル',
    passwordTip: 'パスワードを入力してください',
    passwordTip1: 'パスワードが一致しません。確認してください',
    tooShort: 'パスワードは8文字以上にしてください',
    oneCharacter: '同じ文字の繰り返しだけのパスワードは使えません',
    sameAsAccount: 'ユーザー名やメールアドレスと同じパスワードは使えません',
    successTip: 'パスワードを変更しました。',
  },
};
