import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Vos réglages de jeu responsable n’ont pas pu être chargés.',
    retry: 'Réessayer',
    saferGamblingLink: 'Jouer plus sûrement : conseils, auto-évaluation et où trouver de l’aide',
    activityTitle: 'Activité du compte',
    activityText: 'Consultez ce que vous avez déposé et retiré, pour garder un œil sur vos dépenses.',
    activityLink: 'Voir l’activité de mon compte',
    blockBreak: 'Vous faites une pause jusqu’au {{date}}.',
    blockExclusion: 'Vous êtes auto-exclu(e) jusqu’au {{date}}.',
    blockExclusionPermanent: 'Vous êtes auto-exclu(e) définitivement.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Limites de dépôt',
        intro:
          'Plafonnez ce que vous pouvez déposer sur 24 heures, 7 jours et 30 jours. Vous pouvez en fixer plusieurs : c’est celle qui laisse le moins de marge qui s’applique.',
      },
      LOSS: {
        title: 'Limites de pertes',
        intro:
          'Plafonnez ce que vous pouvez perdre (vos mises moins vos gains) sur 24 heures, 7 jours et 30 jours.',
      },
      WAGER: {
        title: 'Limites de mises',
        intro: 'Plafonnez le total de vos mises sur 24 heures, 7 jours et 30 jours.',
      },
    },
    periods: {
      DAY: 'Sur 24 heures',
      WEEK: 'Sur 7 jours',
      MONTH: 'Sur 30 jours',
    },
    names: {
      DEPOSIT: {
        DAY: 'limite de dépôt sur 24 heures',
        WEEK: 'limite de dépôt sur 7 jours',
        MONTH: 'limite de dépôt sur 30 jours',
      },
      LOSS: {
        DAY: 'limite de pertes sur 24 heures',
        WEEK: 'limite de pertes sur 7 jours',
        MONTH: 'limite de pertes sur 30 jours',
      },
      WAGER: {
        DAY: 'limite de mises sur 24 heures',
        WEEK: 'limite de mises sur 7 jours',
        MONTH: 'limite de mises sur 30 jours',
      },
    },
    rule: 'Une limite nouvelle ou plus basse s’applique immédiatement. Une limite plus haute ou une suppression ne s’applique qu’après un délai de réflexion de 24 heures.',
    none: 'Aucune limite fixée',
    used: '{{used}} utilisés',
    remaining: '{{remaining}} restants',
    meter: 'Part utilisée de la {{limit}}',
    resets: 'De la marge se libère à partir du {{time}}.',
    pending: 'Modification en attente',
    pendingRaise: 'Passe à {{amount}} le {{time}}.',
    pendingRemoval: 'Supprimée le {{time}}.',
    keepCurrent: 'Garder la limite actuelle',
    amountLabel: 'Limite en {{currency}}',
    newAmountLabel: 'Nouvelle limite en {{currency}}',
    set: 'Fixer la limite',
    change: 'Modifier la limite',
    remove: 'Supprimer la limite',
    removeTitle: 'Supprimer votre {{limit}} ?',
    removeMessage:
      'Une suppression ne s’applique qu’après un délai de réflexion de 24 heures. Votre limite reste en vigueur jusqu’au {{time}}, et vous pouvez la conserver à tout moment d’ici là.',
    removeConfirm: 'Supprimer dans 24 heures',
    savedNow: 'Votre {{limit}} de {{amount}} s’applique dès maintenant.',
    savedLater: 'Votre {{limit}} passera à {{amount}} le {{time}}, après le délai de réflexion.',
    removalScheduled: 'Votre {{limit}} sera supprimée le {{time}}.',
    pendingCancelled: 'La modification en attente est annulée : votre {{limit}} reste à {{amount}}.',
    errors: {
      required: 'Saisissez un montant.',
      invalid: 'Saisissez un montant supérieur à zéro, avec au plus deux décimales.',
      tooLarge: 'Saisissez au plus {{max}}.',
      unchanged: 'C’est déjà votre limite.',
    },
  },
  realityCheck: {
    title: 'Rappels de temps de jeu',
    intro:
      'Un rappel pendant que vous jouez, qui indique depuis combien de temps vous êtes connecté(e) et combien vous avez gagné ou perdu.',
    label: 'Me le rappeler',
    every: 'Toutes les {{minutes}} minutes',
    off: 'Désactivé',
    save: 'Enregistrer',
    savedOn: 'Vous recevrez un rappel toutes les {{minutes}} minutes.',
    savedOff: 'Les rappels de temps de jeu sont désactivés.',
  },
  takeBreak: {
    title: 'Faire une pause',
    intro:
      'Prenez du recul par rapport au jeu. Votre compte est bloqué pendant la durée choisie, et la pause ne peut pas être écourtée.',
    label: 'Durée de la pause',
    periods: {
      DAY: '24 heures',
      WEEK: '7 jours',
      MONTH: '30 jours',
      SIX_WEEKS: '6 semaines',
    },
    start: 'Faire une pause',
    confirmTitle: 'Faire une pause de {{period}} ?',
    consequencesIntro: 'Lisez ce qui se passe si vous confirmez :',
    immediate: 'La pause commence tout de suite et vous êtes déconnecté(e) sur tous vos appareils.',
    until: 'Vous ne pourrez ni vous connecter, ni jouer, ni déposer avant le {{date}}.',
    withdrawals: 'Les retraits déjà demandés sont tout de même payés.',
    final: 'Une fois commencée, la pause ne peut être ni annulée ni écourtée.',
    confirm: 'Commencer ma pause',
    doneTitle: 'Votre pause a commencé',
    done: 'Vous avez été déconnecté(e). Vous pourrez vous reconnecter à partir du {{date}}.',
  },
  selfExclusion: {
    title: 'Auto-exclusion',
    intro:
      'Si vous sentez que le jeu devient un problème, excluez-vous pour six mois ou plus. Il est aussi conseillé de vous exclure des autres sites de jeu et d’en parler à l’un des organismes de notre page « Jouer plus sûrement ».',
    label: 'Durée de l’auto-exclusion',
    periods: {
      SIX_MONTHS: '6 mois',
      ONE_YEAR: '1 an',
      FIVE_YEARS: '5 ans',
      PERMANENT: 'Définitivement',
    },
    start: 'M’auto-exclure',
    confirmTitle: 'Vous auto-exclure pour {{period}} ?',
    confirmTitlePermanent: 'Vous auto-exclure définitivement ?',
    consequencesIntro: 'C’est une décision importante. Lisez ce qui se passe si vous confirmez :',
    immediate:
      'Votre auto-exclusion commence tout de suite et vous êtes déconnecté(e) sur tous vos appareils.',
    until: 'Vous ne pourrez ni vous connecter, ni jouer, ni déposer avant le {{date}}.',
    permanent: 'Vous ne pourrez plus jamais vous connecter, jouer ou déposer avec ce compte.',
    withdrawals: 'Les retraits déjà demandés sont tout de même payés.',
    final:
      'Une auto-exclusion ne peut être ni écourtée, ni annulée, ni levée avant son terme, pour quelque raison que ce soit, même à votre demande.',
    acknowledge: 'Je comprends que cette auto-exclusion ne peut être ni écourtée ni levée avant son terme.',
    acknowledgeRequired: 'Cochez la case pour confirmer que vous avez compris.',
    confirm: 'M’auto-exclure maintenant',
    doneTitle: 'Votre auto-exclusion a commencé',
    done: 'Vous avez été déconnecté(e). Votre auto-exclusion prend fin le {{date}}.',
    donePermanent:
      'Vous avez été déconnecté(e). Votre auto-exclusion est définitive. Si vous avez besoin de soutien, les organismes de notre page « Jouer plus sûrement » peuvent vous aider.',
  },
  safer: {
    whatTitle: 'Ce que signifie jouer plus sûrement',
    whatBody:
      'Le jeu doit rester un divertissement que vous pouvez vous permettre, jamais un moyen de gagner de l’argent, de payer des dettes ou de fuir vos problèmes. Jouer en sécurité, c’est décider à l’avance combien d’argent et de temps vous y consacrerez, et s’arrêter une fois cette limite atteinte, que vous gagniez ou que vous perdiez.',
    tips: {
      budget: 'Fixez un budget que vous pouvez vous permettre de perdre, et ne le dépassez jamais.',
      time: 'Décidez combien de temps vous jouerez, et faites des pauses régulières.',
      chase: 'Ne courez jamais après vos pertes : considérez-les comme le prix du divertissement.',
      mood: 'Ne jouez pas quand vous êtes contrarié(e), stressé(e) ou seul(e), ni après avoir bu de l’alcool.',
      borrow:
        'N’empruntez jamais pour jouer, et gardez du temps pour votre famille, vos amis et vos autres centres d’intérêt.',
    },
    underage:
      'Le jeu est réservé aux adultes de 18 ans ou plus. Si des enfants utilisent vos appareils, protégez-les avec un logiciel de contrôle parental.',
    toolsTitle: 'Des outils pour garder le contrôle',
    toolsIntro: 'Chaque compte dispose de ces outils. Vous les trouverez sur votre page « Jeu responsable ».',
    tools: {
      deposit: 'Limites de dépôt sur 24 heures, 7 jours et 30 jours.',
      lossWager: 'Limites de pertes et de mises, pour plafonner ce que vous perdez ou misez.',
      realityCheck: 'Rappels de temps de jeu : pour savoir depuis combien de temps vous jouez.',
      takeBreak: 'Faire une pause : 24 heures, 7 jours, 30 jours ou 6 semaines.',
      selfExclusion: 'Auto-exclusion : 6 mois, 1 an, 5 ans ou définitivement.',
      activity: 'Activité du compte : ce que vous avez déposé et retiré au fil du temps.',
    },
    openTools: 'Ouvrir mes réglages de jeu responsable',
    signInForTools: 'Connectez-vous pour fixer vos limites',
    assessmentTitle: 'Auto-évaluation',
    assessmentIntro:
      'Ces neuf questions sont tirées de l’Indice canadien du jeu excessif (PGSI). En pensant aux 12 derniers mois, choisissez la réponse qui vous correspond le mieux. Vos réponses restent sur cet appareil : rien ne nous est envoyé.',
    questionLabel: 'Question {{number}} : {{question}}',
    questions: {
      q1: 'Avez-vous misé plus d’argent que vous ne pouviez vraiment vous permettre de perdre ?',
      q2: 'Avez-vous eu besoin de miser de plus en plus d’argent pour ressentir la même excitation ?',
      q3: 'Lorsque vous avez joué, êtes-vous retourné(e) jouer un autre jour pour récupérer l’argent perdu ?',
      q4: 'Avez-vous emprunté de l’argent ou vendu quelque chose pour obtenir de l’argent pour jouer ?',
      q5: 'Avez-vous senti que vous aviez peut-être un problème de jeu ?',
      q6: 'Le jeu vous a-t-il causé des problèmes de santé, y compris du stress ou de l’anxiété ?',
      q7: 'Des personnes ont-elles critiqué vos habitudes de jeu ou vous ont-elles dit que vous aviez un problème de jeu, que vous ayez pensé ou non que c’était vrai ?',
      q8: 'Vos habitudes de jeu ont-elles causé des difficultés financières à vous ou à votre ménage ?',
      q9: 'Vous êtes-vous senti(e) coupable de vos habitudes de jeu ou de ce qui arrive lorsque vous jouez ?',
    },
    answers: {
      never: 'Jamais',
      sometimes: 'Parfois',
      mostOfTheTime: 'La plupart du temps',
      almostAlways: 'Presque toujours',
    },
    submit: 'Voir mon résultat',
    unanswered: 'Répondez à toutes les questions pour voir votre résultat : il en reste {{left}}.',
    resultTitle: 'Votre résultat',
    score: 'Votre score est de {{score}} sur 27.',
    bands: {
      none: {
        title: 'Aucun signe de problème de jeu',
        advice:
          'Vous semblez jouer sans conséquences négatives. Continuez ainsi : fixez une limite de dépôt et gardez le jeu comme un passe-temps.',
      },
      low: {
        title: 'Risque faible',
        advice:
          'Vous présentez peut-être les premiers signes de conséquences négatives. Fixez des limites de dépôt et des rappels de temps de jeu, et refaites cette auto-évaluation de temps en temps.',
      },
      moderate: {
        title: 'Risque modéré',
        advice:
          'Le jeu vous cause peut-être du tort. Fixez des limites dès maintenant, envisagez de faire une pause et parlez à l’un des organismes ci-dessous : leur aide est gratuite et confidentielle.',
      },
      problem: {
        title: 'Le jeu vous nuit probablement',
        advice:
          'Vos réponses indiquent que vous avez peut-être perdu le contrôle de votre jeu. Contactez dès aujourd’hui l’un des organismes ci-dessous et envisagez l’auto-exclusion.',
      },
    },
    disclaimer: 'Il s’agit d’un outil de dépistage, pas d’un diagnostic.',
    restart: 'Recommencer',
    helpTitle: 'Où trouver de l’aide',
    helpIntro:
      'Un soutien gratuit et confidentiel est proposé à toute personne touchée par le jeu, y compris la famille et les amis. Vous n’avez pas besoin d’être notre client.',
    phone: 'Téléphone : {{number}}',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    resources: {
      begambleaware: 'Conseils et National Gambling Helpline (Grande-Bretagne), gratuite, 24 h sur 24.',
      gamcare:
        'Informations, chat en direct et accompagnement gratuits pour toute personne touchée par le jeu (Royaume-Uni).',
      gamblingTherapy:
        'Soutien et accompagnement en ligne gratuits dans le monde entier, en de nombreuses langues.',
      gamblersAnonymous:
        'Réunions de personnes qui partagent leur expérience pour arrêter de jouer, dans de nombreux pays.',
      ncpg: 'La ligne d’aide nationale américaine pour le jeu problématique : gratuite, confidentielle, 24 h sur 24.',
    },
    blockingTitle: 'Logiciels de blocage',
    blockingIntro: 'Bloquez l’accès aux sites et applications de jeu sur vos propres appareils :',
    blocking: {
      gamban: 'Bloque les sites et applications de jeu sur tous vos appareils.',
      gamblock: 'Bloque l’accès aux sites et applications de jeu sur ordinateurs et téléphones.',
    },
  },
};
