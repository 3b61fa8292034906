import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'VIP ストア',
    loading: 'VIP ストアを読み込み中',
    available: '利用可能ポイント',
    lifetime: '累計ポイント',
    noPackages: 'パッケージがありません：100 ポイント以上必要です。',
    tableCaption: 'レベル別 VIP パッケージ',
    choose: '選択',
    level: 'レベル',
    points: 'ポイント',
    bonus: 'ボーナス',
    packageLabel: '{{level}} パッケージ：{{points}} ポイントで {{bonus}}',
    levelWarning: 'このパッケージはあなたの VIP レベルより上のため交換できません。',
    redeem: '交換する',
    redeemSuccess: 'パッケージを交換しました。ボーナスが残高に追加されました。',
  },
  vip: {
    title: 'VIPクラブ',
    yourStatus: 'あなたのVIPステータス',
    yourLevel: 'あなたのレベル：{{level}}',
    noLevelYet: 'まだVIPレベルに達していません。',
    yourPoints: 'あなたのポイント：{{points}}（累計 {{lifetime}}）',
    toNext: '{{level}}まであと累計{{points}}ポイントです。',
    loading: 'VIPレベルを読み込んでいます…',
    loadFailed: 'VIPレベルを読み込めませんでした。',
    levelsCaption: 'VIPレベルと各レベルに必要な累計ポイント',
    level: 'レベル',
    pointsRequired: '必要ポイント',
    current: '現在のレベル',
    levels: {
      bronze: 'ブロンズ',
      silver: 'シルバー',
      gold: 'ゴールド',
      platinum: 'プラチナ',
      diamond: 'ダイヤモンド',
    },
  },
};
