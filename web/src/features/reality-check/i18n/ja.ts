import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'リアリティチェック',
    intro: 'プレイを始めてから{{duration}}が経過しました。ここまでのセッションを確認しましょう。',
    timePlayed: 'プレイ時間',
    wagered: 'ベット総額',
    net: '純損益',
    continue: '続ける',
    logout: 'ログアウト',
    gameHistory: 'ゲーム履歴を見る',
  },
  duration: {
    hoursMinutes: '{{hours}}時間{{minutes}}分',
    minutes: '{{minutes}}分',
  },
};
