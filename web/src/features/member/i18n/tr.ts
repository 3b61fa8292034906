import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Kişisel bilgiler',
    username: 'Kullanıcı adı',
    firstName: 'Ad',
    lastName: 'Soyad',
    gender: 'Cinsiyet',
    genders: {
      MALE: 'Erkek',
      FEMALE: 'Kadın',
    },
    countryCode: 'Ülke kodu',
    country: 'Ülke',
    postalCode: 'Posta kodu',
    town: 'Şehir',
    address: 'Adres',
    email: 'E-posta',
    mobilePrefix: 'Alan kodu',
    mobile: 'Cep telefonu',
    notSet: 'Belirtilmemiş',
    supportNote: 'Bu bilgileri değiştirmek için lütfen destek ekibimizle iletişime geçin.',
  },
  password: {
    title: 'Şifre değiştir',
    newPassword: 'Yeni şifre',
    repeatPassword: 'Yeni şifreyi tekrarlayın',
    change: 'Değiştir',
    cancel: 'İptal',
    passwordTip: 'Şifre gerekli',
    passwordTip1: 'Şifreler eşleşmiyor, lütfen kontrol edin',
    tooShort: 'Şifre en az 8 karakter olmalı',
    oneCharacter: 'Şifre tek bir karakterin tekrarı olamaz',
    sameAsAccount: 'Şifre kullanıcı adınız veya e-posta adresiniz olamaz',
    successTip: 'Şifreniz değiştirildi.',
  },
};
