import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Sayfa yükleniyor…',
    title: 'Davetler ve Ödüller',
    intro: 'Bağlantınızı paylaşın. Arkadaşlarınız onunla kaydoldukça aşağıdaki ödüllerin kilidi açılır.',
    yourLink: 'Davet bağlantınız',
    copy: 'Bağlantıyı kopyala',
    share: 'Paylaş',
    shareTitle: 'Gel, benimle oyna',
    childCount_one: '{{count}} arkadaş davet ettiniz.',
    childCount_other: '{{count}} arkadaş davet ettiniz.',
    loading: 'Ödülleriniz yükleniyor…',
    loadFailed: 'Ödülleriniz yüklenemedi.',
    friends_one: '{{count}} arkadaş',
    friends_other: '{{count}} arkadaş',
    tierLabel_one: '{{count}} arkadaş için ödül',
    tierLabel_other: '{{count}} arkadaş için ödül',
    reached: 'Ulaşıldı',
    redeemed: 'Alındı',
    remaining_one: '{{count}} kaldı',
    remaining_other: '{{count}} kaldı',
    redeem: 'Al',
    redeemTier_one: '{{count}} arkadaş için ödülü al',
    redeemTier_other: '{{count}} arkadaş için ödülü al',
    redeemFailed: 'Ödül alınamadı',
    redeemSuccess: 'Ödül alındı: bakiyenize eklendi.',
    signInFirst: 'Davet bağlantınızı ve ödüllerinizi almak için giriş yapın.',
    signIn: 'Giriş Yap',
  },
};
