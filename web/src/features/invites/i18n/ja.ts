import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'ページを読み込んでいます…',
    title: '招待と特典',
    intro: 'リンクを共有しましょう。友だちがそのリンクから登録すると、下の特典が順に解放されます。',
    yourLink: 'あなたの招待リンク',
    copy: 'リンクをコピー',
    share: '共有',
    shareTitle: '一緒に遊ぼう',
    childCount_one: '{{count}}人の友だちを招待しました。',
    childCount_other: '{{count}}人の友だちを招待しました。',
    loading: '特典を読み込んでいます…',
    loadFailed: '特典を読み込めませんでした。',
    friends_one: '友だち{{count}}人',
    friends_other: '友だち{{count}}人',
    tierLabel_one: '友だち{{count}}人の特典',
    tierLabel_other: '友だち{{count}}人の特典',
    reached: '達成',
    redeemed: '受け取り済み',
    remaining_one: 'あと{{count}}人',
    remaining_other: 'あと{{count}}人',
    redeem: '受け取る',
    redeemTier_one: '友だち{{count}}人の特典を受け取る',
    redeemTier_other: '友だち{{count}}人の特典を受け取る',
    redeemFailed: '受け取りに失敗しました',
    redeemSuccess: '特典を受け取りました。残高に反映されています。',
    signInFirst: '招待リンクと特典を受け取るにはログインしてください。',
    signIn: 'ログイン',
  },
};
