import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Sorumlu oyun ayarlarınız yüklenemedi.',
    retry: 'Tekrar dene',
    saferGamblingLink: 'Daha güvenli oyun: öneriler, öz değerlendirme ve yardım alabileceğiniz yerler',
    activityTitle: 'Hesap hareketleri',
    activityText: 'Harcamalarınızı takip etmek için ne kadar yatırdığınızı ve çektiğinizi görün.',
    activityLink: 'Hesap hareketlerinizi görün',
    blockBreak: '{{date}} tarihine kadar moladasınız.',
    blockExclusion: '{{date}} tarihine kadar kendinizi hariç tuttunuz.',
    blockExclusionPermanent: 'Kendinizi kalıcı olarak hariç tuttunuz.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Para yatırma limitleri',
        intro:
          '24 saatte, 7 günde ve 30 günde yatırabileceğiniz tutarı sınırlayın. Birden fazla limit belirleyebilirsiniz: en az payı kalan limit geçerli olur.',
      },
      LOSS: {
        title: 'Kayıp limitleri',
        intro:
          '24 saatte, 7 günde ve 30 günde kaybedebileceğiniz tutarı (bahisleriniz eksi kazançlarınız) sınırlayın.',
      },
      WAGER: {
        title: 'Bahis limitleri',
        intro: '24 saatte, 7 günde ve 30 günde yatırabileceğiniz toplam bahsi sınırlayın.',
      },
    },
    periods: {
      DAY: '24 saatlik',
      WEEK: '7 günlük',
      MONTH: '30 günlük',
    },
    names: {
      DEPOSIT: {
        DAY: '24 saatlik para yatırma limiti',
        WEEK: '7 günlük para yatırma limiti',
        MONTH: '30 günlük para yatırma limiti',
      },
      LOSS: {
        DAY: '24 saatlik kayıp limiti',
        WEEK: '7 günlük kayıp limiti',
        MONTH: '30 günlük kayıp limiti',
      },
      WAGER: {
        DAY: '24 saatlik bahis limiti',
        WEEK: '7 günlük bahis limiti',
        MONTH: '30 günlük bahis limiti',
      },
    },
    rule: 'Yeni veya daha düşük bir limit hemen geçerli olur. Daha yüksek bir limit veya limitin kaldırılması ancak 24 saatlik bir düşünme süresinden sonra geçerli olur.',
    none: 'Limit belirlenmedi',
    used: '{{used}} kullanıldı',
    remaining: '{{remaining}} kaldı',
    meter: 'Kullanılan oran: {{limit}}',
    resets: '{{time}} itibarıyla yeniden pay açılır.',
    pending: 'Bekleyen değişiklik',
    pendingRaise: '{{time}} tarihinde {{amount}} olacak.',
    pendingRemoval: '{{time}} tarihinde kaldırılacak.',
    keepCurrent: 'Mevcut limiti koru',
    amountLabel: 'Limit ({{currency}})',
    newAmountLabel: 'Yeni limit ({{currency}})',
    set: 'Limiti belirle',
    change: 'Limiti değiştir',
    remove: 'Limiti kaldır',
    removeTitle: '{{limit}} kaldırılsın mı?',
    removeMessage:
      'Kaldırma işlemi ancak 24 saatlik bir düşünme süresinden sonra geçerli olur. Limitiniz {{time}} tarihine kadar yürürlükte kalır ve o zamana kadar istediğiniz an limiti koruyabilirsiniz.',
    removeConfirm: '24 saat sonra kaldır',
    savedNow: '{{amount}} tutarındaki {{limit}} artık geçerli.',
    savedLater: '{{limit}}, düşünme süresinin ardından {{time}} tarihinde {{amount}} olacak.',
    removalScheduled: '{{limit}} {{time}} tarihinde kaldırılacak.',
    pendingCancelled: 'Bekleyen değişiklik iptal edildi: {{limit}} {{amount}} olarak kalıyor.',
    errors: {
      required: 'Bir tutar girin.',
      invalid: 'Sıfırdan büyük ve en fazla iki ondalık basamaklı bir tutar girin.',
      tooLarge: 'En fazla {{max}} girin.',
      unchanged: 'Bu zaten sizin limitiniz.',
    },
  },
  realityCheck: {
    title: 'Oyun süresi hatırlatmaları',
    intro:
      'Oynarken ne kadar süredir oturum açık olduğunu ve ne kadar kazandığınızı veya kaybettiğinizi gösteren bir hatırlatma.',
    label: 'Bana hatırlat',
    every: 'Her {{minutes}} dakikada bir',
    off: 'Kapalı',
    save: 'Kaydet',
    savedOn: 'Her {{minutes}} dakikada bir hatırlatma alacaksınız.',
    savedOff: 'Oyun süresi hatırlatmaları kapalı.',
  },
  takeBreak: {
    title: 'Mola verin',
    intro:
      'Bir süre kumardan uzaklaşın. Hesabınız seçtiğiniz süre boyunca kilitlenir ve mola erken bitirilemez.',
    label: 'Molanın süresi',
    periods: {
      DAY: '24 saat',
      WEEK: '7 gün',
      MONTH: '30 gün',
      SIX_WEEKS: '6 hafta',
    },
    start: 'Mola ver',
    confirmTitle: '{{period}} mola verilsin mi?',
    consequencesIntro: 'Onayladığınızda ne olacağını okuyun:',
    immediate: 'Mola hemen başlar ve tüm cihazlarda oturumunuz kapatılır.',
    until: '{{date}} tarihine kadar giriş yapamaz, oynayamaz ve para yatıramazsınız.',
    withdrawals: 'Daha önce talep ettiğiniz para çekme işlemleri yine de ödenir.',
    final: 'Başladıktan sonra mola iptal edilemez ve kısaltılamaz.',
    confirm: 'Molamı başlat',
    doneTitle: 'Molanız başladı',
    done: 'Oturumunuz kapatıldı. {{date}} tarihinden itibaren yeniden giriş yapabilirsiniz.',
  },
  selfExclusion: {
    title: 'Kendini hariç tutma',
    intro:
      'Kumarın bir soruna dönüştüğünü hissediyorsanız kendinizi altı ay veya daha uzun süre hariç tutun. Diğer kumar sitelerinde de kendinizi hariç tutmanız ve daha güvenli oyun sayfamızdaki kuruluşlardan biriyle konuşmanız önerilir.',
    label: 'Hariç tutma süresi',
    periods: {
      SIX_MONTHS: '6 ay',
      ONE_YEAR: '1 yıl',
      FIVE_YEARS: '5 yıl',
      PERMANENT: 'Kalıcı olarak',
    },
    start: 'Kendimi hariç tut',
    confirmTitle: 'Kendinizi {{period}} süreyle hariç tutmak istiyor musunuz?',
    confirmTitlePermanent: 'Kendinizi kalıcı olarak hariç tutmak istiyor musunuz?',
    consequencesIntro: 'Bu ciddi bir adımdır. Onayladığınızda ne olacağını okuyun:',
    immediate: 'Hariç tutma hemen başlar ve tüm cihazlarda oturumunuz kapatılır.',
    until: '{{date}} tarihine kadar giriş yapamaz, oynayamaz ve para yatıramazsınız.',
    permanent: 'Bu hesapla bir daha asla giriş yapamaz, oynayamaz ve para yatıramazsınız.',
    withdrawals: 'Daha önce talep ettiğiniz para çekme işlemleri yine de ödenir.',
    final:
      'Kendini hariç tutma, sizin talebiniz de dahil olmak üzere hiçbir nedenle kısaltılamaz, iptal edilemez veya erken kaldırılamaz.',
    acknowledge: 'Bu hariç tutmanın kısaltılamayacağını veya erken kaldırılamayacağını anlıyorum.',
    acknowledgeRequired: 'Anladığınızı onaylamak için kutuyu işaretleyin.',
    confirm: 'Kendimi şimdi hariç tut',
    doneTitle: 'Hariç tutmanız başladı',
    done: 'Oturumunuz kapatıldı. Hariç tutmanız {{date}} tarihinde sona erer.',
    donePermanent:
      'Oturumunuz kapatıldı. Hariç tutmanız kalıcıdır. Desteğe ihtiyacınız olursa daha güvenli oyun sayfamızdaki kuruluşlar yardımcı olabilir.',
  },
  safer: {
    whatTitle: 'Daha güvenli oyun ne demektir',
    whatBody:
      'Kumar, karşılayabileceğiniz bir eğlence olmalıdır; asla para kazanmanın, borç ödemenin veya sorunlardan kaçmanın bir yolu değil. Güvenli oynamak, ne kadar para ve zaman harcayacağınıza önceden karar vermek ve kazanıyor ya da kaybediyor olun, o noktaya geldiğinizde durmak demektir.',
    tips: {
      budget: 'Kaybetmeyi göze alabileceğiniz bir bütçe belirleyin ve onu asla aşmayın.',
      time: 'Ne kadar süre oynayacağınıza karar verin ve düzenli molalar verin.',
      chase: 'Kayıplarınızı asla geri kazanmaya çalışmayın: onları eğlencenin bedeli olarak kabul edin.',
      mood: 'Üzgün, stresli veya yalnız olduğunuzda ya da alkol aldıktan sonra kumar oynamayın.',
      borrow:
        'Kumar oynamak için asla borç almayın; ailenize, arkadaşlarınıza ve diğer ilgi alanlarınıza zaman ayırın.',
    },
    underage:
      'Kumar yalnızca 18 yaş ve üzeri yetişkinler içindir. Cihazlarınızı çocuklar kullanıyorsa onları ebeveyn denetimi yazılımıyla koruyun.',
    toolsTitle: 'Kontrolü elinizde tutmanın araçları',
    toolsIntro: 'Her hesapta bu araçlar vardır. Bunları sorumlu oyun sayfanızda bulabilirsiniz.',
    tools: {
      deposit: '24 saatlik, 7 günlük ve 30 günlük para yatırma limitleri.',
      lossWager: 'Kaybettiğiniz veya yatırdığınız bahsi sınırlamak için kayıp ve bahis limitleri.',
      realityCheck: 'Oyun süresi hatırlatmaları: ne kadar süredir oynadığınızı hatırlatır.',
      takeBreak: 'Mola: 24 saat, 7 gün, 30 gün veya 6 hafta.',
      selfExclusion: 'Kendini hariç tutma: 6 ay, 1 yıl, 5 yıl veya kalıcı.',
      activity: 'Hesap hareketleri: zaman içinde yatırdığınız ve çektiğiniz tutarlar.',
    },
    openTools: 'Sorumlu oyun ayarlarınızı açın',
    signInForTools: 'Limitlerinizi belirlemek için giriş yapın',
    assessmentTitle: 'Öz değerlendirme',
    assessmentIntro:
      'Bu dokuz soru, Problem Kumar Şiddet İndeksi’nden (PGSI) alınmıştır. Son 12 ayı düşünerek size en uygun yanıtı seçin. Yanıtlarınız bu cihazda kalır: bize hiçbir şey gönderilmez.',
    questionLabel: 'Soru {{number}}: {{question}}',
    questions: {
      q1: 'Gerçekten kaybetmeyi göze alabileceğinizden daha fazla bahis oynadınız mı?',
      q2: 'Aynı heyecanı yaşamak için giderek daha büyük miktarlarla kumar oynamanız gerekti mi?',
      q3: 'Kumar oynadığınızda, kaybettiğiniz parayı geri kazanmak için başka bir gün yeniden oynadınız mı?',
      q4: 'Kumar oynamak için borç para aldınız mı veya bir şey sattınız mı?',
      q5: 'Kumarla ilgili bir sorununuz olabileceğini hissettiniz mi?',
      q6: 'Kumar size stres veya kaygı dahil herhangi bir sağlık sorunu yarattı mı?',
      q7: 'Doğru olduğunu düşünseniz de düşünmeseniz de, insanlar bahis oynamanızı eleştirdi mi veya kumar sorununuz olduğunu söyledi mi?',
      q8: 'Kumar oynamanız size veya hane halkınıza maddi sorunlar yarattı mı?',
      q9: 'Kumar oynama şeklinizden veya kumar oynarken olanlardan dolayı suçluluk duydunuz mu?',
    },
    answers: {
      never: 'Hiçbir zaman',
      sometimes: 'Bazen',
      mostOfTheTime: 'Çoğu zaman',
      almostAlways: 'Neredeyse her zaman',
    },
    submit: 'Sonucumu göster',
    unanswered: 'Sonucunuzu görmek için tüm soruları yanıtlayın: {{left}} soru kaldı.',
    resultTitle: 'Sonucunuz',
    score: 'Puanınız 27 üzerinden {{score}}.',
    bands: {
      none: {
        title: 'Kumar sorunu belirtisi yok',
        advice:
          'Zarar görmeden oynuyor gibisiniz. Böyle kalması için bir para yatırma limiti belirleyin ve kumarı bir eğlence olarak sürdürün.',
      },
      low: {
        title: 'Düşük risk',
        advice:
          'Bazı erken zarar belirtileri olabilir. Para yatırma limitleri ve oyun süresi hatırlatmaları belirleyin ve bu öz değerlendirmeyi zaman zaman tekrarlayın.',
      },
      moderate: {
        title: 'Orta düzey risk',
        advice:
          'Kumar size zarar veriyor olabilir. Hemen limit belirleyin, mola vermeyi düşünün ve aşağıdaki kuruluşlardan biriyle konuşun: yardımları ücretsiz ve gizlidir.',
      },
      problem: {
        title: 'Kumar büyük olasılıkla size zarar veriyor',
        advice:
          'Yanıtlarınız kumar üzerindeki kontrolünüzü kaybetmiş olabileceğinizi gösteriyor. Lütfen bugün aşağıdaki kuruluşlardan biriyle iletişime geçin ve kendinizi hariç tutmayı düşünün.',
      },
    },
    disclaimer: 'Bu bir tarama aracıdır, teşhis değildir.',
    restart: 'Baştan başla',
    helpTitle: 'Nereden yardım alabilirsiniz',
    helpIntro:
      'Kumardan etkilenen herkes için, aile ve arkadaşlar dahil, ücretsiz ve gizli destek vardır. Müşterimiz olmanız gerekmez.',
    phone: 'Telefon: {{number}}',
    opensInNewTab: '(yeni sekmede açılır)',
    resources: {
      begambleaware: 'Tavsiye ve National Gambling Helpline (Büyük Britanya); ücretsiz, 7/24.',
      gamcare:
        'Kumardan etkilenen herkes için ücretsiz bilgi, canlı sohbet ve danışmanlık (Birleşik Krallık).',
      gamblingTherapy: 'Dünya genelinde birçok dilde ücretsiz çevrim içi destek ve danışmanlık.',
      gamblersAnonymous: 'Kumarı bırakmak için deneyimlerini paylaşan kişilerin toplantıları, birçok ülkede.',
      ncpg: 'ABD Ulusal Problem Kumar Yardım Hattı: ücretsiz, gizli, 7/24.',
    },
    blockingTitle: 'Engelleme yazılımları',
    blockingIntro: 'Kendi cihazlarınızda kumar sitelerini ve uygulamalarını engelleyin:',
    blocking: {
      gamban: 'Tüm cihazlarınızda kumar sitelerini ve uygulamalarını engeller.',
      gamblock: 'Bilgisayar ve telefonlarda kumar sitelerine ve uygulamalarına erişimi engeller.',
    },
  },
};
