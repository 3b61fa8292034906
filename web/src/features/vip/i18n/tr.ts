import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'VIP mağazası',
    loading: 'VIP mağazası yükleniyor',
    available: 'Kullanılabilir puan',
    lifetime: 'Toplam puan',
    noPackages: 'Paket yok: en az 100 puana ihtiyacınız var.',
    tableCaption: 'Seviyeye göre VIP paketleri',
    choose: 'Seç',
    level: 'Seviye',
    points: 'Puan',
    bonus: 'Bonus',
    packageLabel: '{{level}} paketi: {{bonus}} için {{points}} puan',
    levelWarning: 'Bu paket VIP seviyenizin üzerinde olduğu için kullanılamaz.',
    redeem: 'Kullan',
    redeemSuccess: 'Paket kullanıldı: bonus bakiyenizde.',
  },
  vip: {
    title: 'VIP Kulübü',
    yourStatus: 'VIP durumunuz',
    yourLevel: 'Seviyeniz: {{level}}',
    noLevelYet: 'Henüz bir VIP seviyesine ulaşmadınız.',
    yourPoints: 'Puanlarınız: {{points}} (toplam {{lifetime}})',
    toNext: '{{level}} seviyesine ulaşmak için {{points}} toplam puan daha.',
    loading: 'VIP seviyeleri yükleniyor…',
    loadFailed: 'VIP seviyeleri yüklenemedi.',
    levelsCaption: 'VIP seviyeleri ve her birinin gerektirdiği toplam puan',
    level: 'Seviye',
    pointsRequired: 'Gereken puan',
    current: 'seviyeniz',
    levels: {
      bronze: 'Bronz',
      silver: 'Gümüş',
      gold: 'Altın',
      platinum: 'Platin',
      diamond: 'Elmas',
    },
  },
};
