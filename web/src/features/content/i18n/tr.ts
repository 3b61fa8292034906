import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Sayfa yükleniyor…',
    failed: 'Bu sayfa yüklenemedi.',
    retry: 'Tekrar dene',
    missingId: 'Hiçbir makale seçilmedi. Bir bağlantıdan veya banner’dan makale açın.',
    imageLink: 'Bağlantılı sayfayı aç',
  },
  feedback: {
    question: 'Bu sayfa işinize yaradı mı?',
    yes: 'Evet',
    no: 'Hayır',
    commentYes: 'Harika! Eklemek istediğiniz bir şey var mı?',
    commentNo: 'Üzgünüz. Ne arıyordunuz?',
    send: 'Geri bildirim gönder',
    thanks: 'Geri bildiriminiz için teşekkürler.',
  },
  overlay: {
    moreHelp: 'Yardım merkezinde daha fazla yanıt',
  },
  legal: {
    terms: 'Şartlar ve Koşullar',
    privacy: 'Gizlilik Politikası',
    privacySite: 'Gizlilik Politikası',
    userAgreement: 'Kullanıcı Sözleşmesi',
    aboutUs: 'Hakkımızda',
    cashoutRules: 'Para Çekme Kuralları',
    messageCentre: 'Mesaj Merkezi',
  },
  info: {
    banking: 'Ödemeler',
    withdrawalRules: 'Çekim Kuralları',
    promotions: 'Promosyonlar',
    cryptoGuide: 'Kripto Rehberi',
  },
  banking: {
    methods: 'Kabul edilen ödeme yöntemleri',
    cryptoGuide: 'Kriptoda yeni misiniz? Kripto rehberimizi okuyun',
  },
  cryptoGuide: {
    mediaNote: 'Nasıl çalıştığını görmek için bir adımı açın; her adımın altyazılı kısa bir videosu var.',
    promotions: 'Kripto promosyonları',
  },
  promotion: {
    title: 'Promosyon',
  },
};
