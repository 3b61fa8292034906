import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Sayfa yolu',
    home: 'Ana sayfa',
  },
  search: {
    label: 'Yardım sayfalarında ara',
    placeholder: 'Yardım sayfalarında ara...',
    results_one: '{{count}} sayfa bulundu',
    results_other: '{{count}} sayfa bulundu',
    none: 'Aramanızla eşleşen yardım sayfası yok. Başka kelimeler deneyin veya destekle iletişime geçin.',
    listLabel: 'Yardım sayfaları',
  },
  sections: {
    browse: 'Yardım sayfalarına göz atın',
    inThisSection: 'Bu bölümde',
  },
  keywords: {
    myAccountInfo: 'hesap profil kişisel bilgiler şifre giriş oturum',
    depositRules: 'para yatırma ödeme kart minimum para bakiye yükleme',
    bonusRules: 'bonus çevrim şartı bedava dönüş promosyon',
    casino361: 'casino kuralları adil oyun oyunlar davranış',
    aboutUs: 'şirket iletişim lisans destek biz kimiz',
    privacyPolicy: 'gizlilik veri kişisel bilgi çerezler güvenlik',
    tableGamesInfo: 'masa oyunları rulet bakara kartlar',
    blackjack: 'blackjack yirmi bir kartlar krupiye',
    cashierInfo: 'kasa ödemeler bakiye belgeler doğrulama',
    withdrawalRules: 'para çekme çekim ödeme limitler',
    bonusInfo: 'bonuslar teklifler nakit iade vip',
    bonusTerms: 'bonus şartları koşullar süre sonu',
  },
  selector: {
    legend: 'Hangi konuda yardıma ihtiyacınız var?',
    open: 'Oku: {{page}}',
    answers: {
      deposit: 'Nasıl para yatırılır, kabul edilen yöntemler ve en düşük yatırım tutarı.',
      withdraw: 'Para çekme nasıl işler, ne kadar sürer ve hangi limitler geçerlidir.',
      bonus: 'Bonuslar nasıl yüklenir ve çekilebilmeden önce nasıl çevrilir.',
      closing:
        'Hesabınızı kapatmak için hesap sayfalarınızdan destekle iletişime geçin; bir gün içinde yanıt veririz.',
      security: 'Verilerinizi nasıl koruyoruz ve hesabınızı güvende tutmak için neler yapabilirsiniz.',
      verification: 'Para çekmeden önce hangi belgeleri istediğimiz ve incelemenin ne kadar sürdüğü.',
      techIssue:
        'Bir şey çalışmıyor mu? Ekibimiz 7/24 hizmetinizde; bu sayfada bize ulaşmanın tüm yolları var.',
    },
  },
};
