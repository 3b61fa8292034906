import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Giriş yapmadan bir para çekme işlemini takip edin. Gerekenler:',
    needAccount: 'kullanıcı adınız veya e-posta adresiniz,',
    needReference: 'çekim referansı (para çekme geçmişinizde görünen numara),',
    needPassword: 'hesap şifreniz.',
    stepByStep: 'Adım adım başla',
    oneForm: 'Tek form kullan',
  },
  steps: {
    label: 'Sorgu adımları',
    account: 'Hesap',
    verify: 'Doğrula',
    status: 'Durum',
    done: 'tamamlandı',
  },
  fields: {
    account: 'Kullanıcı adı veya e-posta',
    reference: 'Çekim referansı',
    referenceHint: 'Çekimin numarası, örneğin 1024.',
    password: 'Şifre',
  },
  actions: {
    next: 'İleri',
    back: 'Geri',
    lookUp: 'Durumu kontrol et',
  },
  verify: {
    summary: '{{account}} hesabının {{id}} numaralı çekimi. Durumunu görmek için hesap şifresini girin.',
  },
  errors: {
    accountRequired: 'Kullanıcı adı / e-posta gerekli',
    referenceRequired: 'Çekim referansı gerekli',
    referenceInvalid: 'Referansı sayı olarak girin, örneğin 1024',
    passwordRequired: 'Şifre gerekli',
    lookupFailed: 'Çekim bulunamadı. Bilgileri kontrol edip tekrar deneyin.',
  },
  startAgain: {
    text: 'Bu adım bir önceki adımın bilgilerine ihtiyaç duyar. Lütfen sorguya yeniden başlayın.',
    link: 'Sorguyu başlat',
  },
  result: {
    title: '{{id}} numaralı çekim',
    status: 'Durum',
    amount: 'Tutar',
    requested: 'Talep tarihi',
    updated: 'Son güncelleme',
    another: 'Başka bir çekimi sorgula',
  },
  status: {
    pendingReview: 'İnceleme bekliyor',
    pendingPayment: 'Ödeme bekliyor',
    paymentInProgress: 'Ödeme sürüyor',
    paymentSuccessful: 'Ödeme başarılı',
    rejected: 'Reddedildi',
    failed: 'Başarısız',
    completed: 'Tamamlandı',
    canceled: 'İptal edildi',
  },
  statusExplain: {
    pendingReview: 'Ekibimiz talebi inceliyor. Bu genellikle 1 ile 7 iş günü sürer.',
    pendingPayment: 'Talep onaylandı ve ödenmeyi bekliyor.',
    paymentInProgress: 'Ödeme, ödeme sağlayıcısına gönderildi.',
    paymentSuccessful: 'Sağlayıcı ödemeyi onayladı. Para kısa süre içinde size ulaşacak.',
    rejected:
      'Talep reddedildi ve tutar bakiyenize iade edildi. Nedenini öğrenmek için destekle iletişime geçin.',
    failed: 'Ödeme başarısız oldu ve tutar bakiyenize iade edildi. Yeniden talep edebilirsiniz.',
    completed: 'Çekim tamamlandı.',
    canceled: 'Talep iptal edildi ve tutar bakiyenize iade edildi.',
  },
};
