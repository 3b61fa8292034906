import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Hindi ma-load ang iyong mga setting sa responsableng paglalaro.',
    retry: 'Subukan ulit',
    saferGamblingLink: 'Mas ligtas na pagsusugal: payo, self-assessment at kung saan hihingi ng tulong',
    activityTitle: 'Aktibidad ng account',
    activityText:
      'Tingnan kung magkano ang naideposito at na-withdraw mo, para masubaybayan ang iyong gastos.',
    activityLink: 'Tingnan ang aktibidad ng iyong account',
    blockBreak: 'Naka-break ka hanggang {{date}}.',
    blockExclusion: 'Naka-self-exclude ka hanggang {{date}}.',
    blockExclusionPermanent: 'Permanente kang naka-self-exclude.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Mga limit sa deposito',
        intro:
          'Lagyan ng limit ang maaari mong ideposito sa loob ng 24 oras, 7 araw at 30 araw. Puwede kang magtakda ng higit sa isa: ang may pinakakaunting natitira ang masusunod.',
      },
      LOSS: {
        title: 'Mga limit sa talo',
        intro:
          'Lagyan ng limit ang maaari mong matalo (ang iyong mga taya bawas ang panalo) sa loob ng 24 oras, 7 araw at 30 araw.',
      },
      WAGER: {
        title: 'Mga limit sa taya',
        intro: 'Lagyan ng limit ang kabuuang maaari mong itaya sa loob ng 24 oras, 7 araw at 30 araw.',
      },
    },
    periods: {
      DAY: 'Bawat 24 oras',
      WEEK: 'Bawat 7 araw',
      MONTH: 'Bawat 30 araw',
    },
    names: {
      DEPOSIT: {
        DAY: '24-oras na limit sa deposito',
        WEEK: '7-araw na limit sa deposito',
        MONTH: '30-araw na limit sa deposito',
      },
      LOSS: {
        DAY: '24-oras na limit sa talo',
        WEEK: '7-araw na limit sa talo',
        MONTH: '30-araw na limit sa talo',
      },
      WAGER: {
        DAY: '24-oras na limit sa taya',
        WEEK: '7-araw na limit sa taya',
        MONTH: '30-araw na limit sa taya',
      },
    },
    rule: 'Ang bago o mas mababang limit ay agad na umiiral. Ang mas mataas na limit o ang pag-alis nito ay iiral lamang pagkatapos ng 24 na oras na cooling-off period.',
    none: 'Walang nakatakdang limit',
    used: '{{used}} nagamit',
    remaining: '{{remaining}} natitira',
    meter: 'Bahaging nagamit ng {{limit}}',
    resets: 'May lalayang puwang simula {{time}}.',
    pending: 'Nakabinbing pagbabago',
    pendingRaise: 'Tataas sa {{amount}} sa {{time}}.',
    pendingRemoval: 'Aalisin sa {{time}}.',
    keepCurrent: 'Panatilihin ang kasalukuyang limit',
    amountLabel: 'Limit sa {{currency}}',
    newAmountLabel: 'Bagong limit sa {{currency}}',
    set: 'Itakda ang limit',
    change: 'Baguhin ang limit',
    remove: 'Alisin ang limit',
    removeTitle: 'Alisin ang iyong {{limit}}?',
    removeMessage:
      'Iiral lamang ang pag-alis pagkatapos ng 24 na oras na cooling-off period. Mananatili ang iyong limit hanggang {{time}}, at puwede mo itong panatilihin anumang oras bago iyon.',
    removeConfirm: 'Alisin pagkalipas ng 24 oras',
    savedNow: 'Umiiral na ngayon ang iyong {{limit}} na {{amount}}.',
    savedLater: 'Magiging {{amount}} ang iyong {{limit}} sa {{time}}, pagkatapos ng cooling-off period.',
    removalScheduled: 'Aalisin ang iyong {{limit}} sa {{time}}.',
    pendingCancelled: 'Kinansela ang nakabinbing pagbabago: mananatili sa {{amount}} ang iyong {{limit}}.',
    errors: {
      required: 'Maglagay ng halaga.',
      invalid: 'Maglagay ng halagang higit sa zero, na hanggang dalawang decimal lamang.',
      tooLarge: 'Maglagay ng hanggang {{max}} lamang.',
      unchanged: 'Ito na ang iyong limit.',
    },
  },
  realityCheck: {
    title: 'Mga reality check',
    intro:
      'Isang paalala habang naglalaro na nagpapakita kung gaano ka na katagal naka-sign in at kung magkano na ang iyong panalo o talo.',
    label: 'Paalalahanan ako',
    every: 'Bawat {{minutes}} minuto',
    off: 'Naka-off',
    save: 'I-save',
    savedOn: 'Paaalalahanan ka bawat {{minutes}} minuto.',
    savedOff: 'Naka-off ang mga reality check.',
  },
  takeBreak: {
    title: 'Magpahinga',
    intro:
      'Lumayo muna sa pagsusugal. Mala-lock ang iyong account sa panahong pipiliin mo, at hindi puwedeng tapusin nang maaga ang pahinga.',
    label: 'Haba ng pahinga',
    periods: {
      DAY: '24 oras',
      WEEK: '7 araw',
      MONTH: '30 araw',
      SIX_WEEKS: '6 na linggo',
    },
    start: 'Magpahinga',
    confirmTitle: 'Magpahinga nang {{period}}?',
    consequencesIntro: 'Basahin kung ano ang mangyayari kapag kinumpirma mo:',
    immediate: 'Magsisimula agad ang pahinga at masa-sign out ka sa lahat ng device.',
    until: 'Hindi ka makakapag-sign in, makakapaglaro o makakapagdeposito hanggang {{date}}.',
    withdrawals: 'Babayaran pa rin ang mga withdrawal na nahiling mo na.',
    final: 'Kapag nagsimula na, hindi na makakansela o mapapaikli ang pahinga.',
    confirm: 'Simulan ang aking pahinga',
    doneTitle: 'Nagsimula na ang iyong pahinga',
    done: 'Na-sign out ka na. Makakapag-sign in ka ulit simula {{date}}.',
  },
  selfExclusion: {
    title: 'Self-exclusion',
    intro:
      'Kung pakiramdam mo ay nagiging problema na ang pagsusugal, i-exclude ang sarili nang anim na buwan o higit pa. Mabuti ring i-exclude ang sarili sa ibang gambling site at makipag-usap sa isa sa mga organisasyon sa aming pahina ng mas ligtas na pagsusugal.',
    label: 'Haba ng self-exclusion',
    periods: {
      SIX_MONTHS: '6 na buwan',
      ONE_YEAR: '1 taon',
      FIVE_YEARS: '5 taon',
      PERMANENT: 'Permanente',
    },
    start: 'I-self-exclude ako',
    confirmTitle: 'I-self-exclude ang sarili nang {{period}}?',
    confirmTitlePermanent: 'I-self-exclude ang sarili nang permanente?',
    consequencesIntro: 'Seryosong hakbang ito. Basahin kung ano ang mangyayari kapag kinumpirma mo:',
    immediate: 'Magsisimula agad ang iyong self-exclusion at masa-sign out ka sa lahat ng device.',
    until: 'Hindi ka makakapag-sign in, makakapaglaro o makakapagdeposito hanggang {{date}}.',
    permanent:
      'Hindi ka na kailanman makakapag-sign in, makakapaglaro o makakapagdeposito gamit ang account na ito.',
    withdrawals: 'Babayaran pa rin ang mga withdrawal na nahiling mo na.',
    final:
      'Hindi maaaring paikliin, kanselahin o alisin nang maaga ang self-exclusion sa anumang dahilan, kahit hilingin mo pa sa amin.',
    acknowledge: 'Nauunawaan ko na hindi maaaring paikliin o alisin nang maaga ang self-exclusion na ito.',
    acknowledgeRequired: 'Lagyan ng tsek ang kahon para kumpirmahing naiintindihan mo.',
    confirm: 'I-self-exclude ako ngayon',
    doneTitle: 'Nagsimula na ang iyong self-exclusion',
    done: 'Na-sign out ka na. Matatapos ang iyong self-exclusion sa {{date}}.',
    donePermanent:
      'Na-sign out ka na. Permanente ang iyong self-exclusion. Kung kailangan mo ng suporta, makakatulong ang mga organisasyon sa aming pahina ng mas ligtas na pagsusugal.',
  },
  safer: {
    whatTitle: 'Ano ang ibig sabihin ng mas ligtas na pagsusugal',
    whatBody:
      'Dapat ay libangan lamang ang pagsusugal na kaya mong gastusan, hindi kailanman paraan para kumita, magbayad ng utang o takasan ang mga problema. Ang ligtas na paglalaro ay ang pagpapasya nang maaga kung gaano karaming pera at oras ang gagastusin mo, at ang paghinto kapag naabot mo na iyon, panalo ka man o talo.',
    tips: {
      budget: 'Magtakda ng budget na kaya mong matalo, at huwag itong lalampasan.',
      time: 'Pagpasyahan kung gaano katagal ka maglalaro, at regular na magpahinga.',
      chase: 'Huwag habulin ang iyong mga talo: tanggapin ang mga ito bilang bayad sa libangan.',
      mood: 'Huwag magsugal kapag ikaw ay malungkot, stressed o nag-iisa, o pagkatapos uminom ng alak.',
      borrow:
        'Huwag mangutang para magsugal, at maglaan ng oras para sa pamilya, mga kaibigan at iba pang hilig.',
    },
    underage:
      'Para lamang sa mga nasa hustong gulang na 18 pataas ang pagsusugal. Kung gumagamit ang mga bata ng iyong mga device, protektahan ang mga ito gamit ang parental control software.',
    toolsTitle: 'Mga tool para manatiling may kontrol',
    toolsIntro:
      'May mga tool na ito ang bawat account. Makikita mo ang mga ito sa iyong pahina ng responsableng paglalaro.',
    tools: {
      deposit: 'Mga limit sa deposito para sa 24 oras, 7 araw at 30 araw.',
      lossWager: 'Mga limit sa talo at taya, para limitahan ang natatalo o itinataya mo.',
      realityCheck: 'Mga reality check: mga paalala kung gaano ka na katagal naglalaro.',
      takeBreak: 'Magpahinga: 24 oras, 7 araw, 30 araw o 6 na linggo.',
      selfExclusion: 'Self-exclusion: 6 na buwan, 1 taon, 5 taon o permanente.',
      activity: 'Aktibidad ng account: ang naideposito at na-withdraw mo sa paglipas ng panahon.',
    },
    openTools: 'Buksan ang iyong mga setting sa responsableng paglalaro',
    signInForTools: 'Mag-sign in para itakda ang iyong mga limit',
    assessmentTitle: 'Self-assessment',
    assessmentIntro:
      'Ang siyam na tanong na ito ay mula sa Problem Gambling Severity Index (PGSI). Isipin ang nakaraang 12 buwan at piliin ang sagot na pinakaangkop. Mananatili sa device na ito ang iyong mga sagot: walang ipinapadala sa amin.',
    questionLabel: 'Tanong {{number}}: {{question}}',
    questions: {
      q1: 'Nakapagtaya ka na ba nang higit sa talagang kaya mong matalo?',
      q2: 'Kinailangan mo bang magsugal ng mas malalaking halaga para maramdaman ang parehong kasabikan?',
      q3: 'Kapag nagsugal ka, bumalik ka ba sa ibang araw para subukang bawiin ang perang natalo mo?',
      q4: 'Nangutang ka ba o nagbenta ng anuman para magkaroon ng perang pansugal?',
      q5: 'Naramdaman mo bang maaaring may problema ka sa pagsusugal?',
      q6: 'Nagdulot ba ang pagsusugal ng anumang problema sa iyong kalusugan, kabilang ang stress o pagkabalisa?',
      q7: 'May mga tao bang pumuna sa iyong pagtaya o nagsabing may problema ka sa pagsusugal, naniniwala ka man o hindi na totoo ito?',
      q8: 'Nagdulot ba ang iyong pagsusugal ng problemang pinansyal sa iyo o sa iyong sambahayan?',
      q9: 'Nakaramdam ka ba ng pagkakasala sa paraan ng iyong pagsusugal o sa nangyayari kapag nagsusugal ka?',
    },
    answers: {
      never: 'Hindi kailanman',
      sometimes: 'Paminsan-minsan',
      mostOfTheTime: 'Madalas',
      almostAlways: 'Halos palagi',
    },
    submit: 'Tingnan ang aking resulta',
    unanswered: 'Sagutin ang lahat ng tanong para makita ang iyong resulta: {{left}} pa ang natitira.',
    resultTitle: 'Ang iyong resulta',
    score: 'Ang iyong iskor ay {{score}} sa 27.',
    bands: {
      none: {
        title: 'Walang palatandaan ng problema sa pagsusugal',
        advice:
          'Mukhang naglalaro ka nang walang pinsala. Panatilihin ito: magtakda ng limit sa deposito at panatilihing libangan ang pagsusugal.',
      },
      low: {
        title: 'Mababang panganib',
        advice:
          'Maaaring may ilang maagang palatandaan ng pinsala. Magtakda ng mga limit sa deposito at reality check, at ulitin ang self-assessment na ito paminsan-minsan.',
      },
      moderate: {
        title: 'Katamtamang panganib',
        advice:
          'Maaaring nakakasama na sa iyo ang pagsusugal. Magtakda na ng mga limit, pag-isipang magpahinga, at makipag-usap sa isa sa mga organisasyon sa ibaba: libre at kumpidensyal ang kanilang tulong.',
      },
      problem: {
        title: 'Malamang na nakakasama na sa iyo ang pagsusugal',
        advice:
          'Ipinapakita ng iyong mga sagot na maaaring nawalan ka na ng kontrol sa pagsusugal. Makipag-ugnayan ngayong araw sa isa sa mga organisasyon sa ibaba, at pag-isipan ang self-exclusion.',
      },
    },
    disclaimer: 'Isa itong screening tool, hindi diagnosis.',
    restart: 'Magsimula ulit',
    helpTitle: 'Saan hihingi ng tulong',
    helpIntro:
      'May libre at kumpidensyal na suporta para sa sinumang apektado ng pagsusugal, kasama ang pamilya at mga kaibigan. Hindi mo kailangang maging customer namin.',
    phone: 'Telepono: {{number}}',
    opensInNewTab: '(magbubukas sa bagong tab)',
    resources: {
      begambleaware: 'Payo at ang National Gambling Helpline (Great Britain), libre, 24 oras araw-araw.',
      gamcare: 'Libreng impormasyon, live chat at counselling para sa sinumang apektado ng pagsusugal (UK).',
      gamblingTherapy: 'Libreng online na suporta at counselling sa buong mundo, sa maraming wika.',
      gamblersAnonymous:
        'Mga pagpupulong ng mga taong nagbabahagi ng karanasan para tumigil sa pagsusugal, sa maraming bansa.',
      ncpg: 'Ang pambansang helpline ng US para sa problema sa pagsusugal: libre, kumpidensyal, 24 oras araw-araw.',
    },
    blockingTitle: 'Blocking software',
    blockingIntro: 'I-block ang mga gambling site at app sa sarili mong mga device:',
    blocking: {
      gamban: 'Bina-block ang mga gambling site at app sa lahat ng iyong device.',
      gamblock: 'Bina-block ang access sa mga gambling site at app sa mga computer at telepono.',
    },
  },
};
