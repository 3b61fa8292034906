import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Deine Einstellungen zum verantwortungsvollen Spielen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    saferGamblingLink: 'Sicherer spielen: Tipps, Selbsttest und wo du Hilfe findest',
    activityTitle: 'Kontoaktivität',
    activityText:
      'Sieh dir an, was du eingezahlt und ausgezahlt hast, um deine Ausgaben im Blick zu behalten.',
    activityLink: 'Kontoaktivität ansehen',
    blockBreak: 'Du machst bis {{date}} eine Pause.',
    blockExclusion: 'Du bist bis {{date}} selbst ausgeschlossen.',
    blockExclusionPermanent: 'Du bist dauerhaft selbst ausgeschlossen.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Einzahlungslimits',
        intro:
          'Begrenze, was du in 24 Stunden, 7 Tagen und 30 Tagen einzahlen kannst. Du kannst mehrere Limits setzen: Es gilt das mit dem geringsten verbleibenden Spielraum.',
      },
      LOSS: {
        title: 'Verlustlimits',
        intro:
          'Begrenze, was du in 24 Stunden, 7 Tagen und 30 Tagen verlieren kannst (Einsätze abzüglich Gewinne).',
      },
      WAGER: {
        title: 'Einsatzlimits',
        intro: 'Begrenze die Summe deiner Einsätze in 24 Stunden, 7 Tagen und 30 Tagen.',
      },
    },
    periods: {
      DAY: 'Pro 24 Stunden',
      WEEK: 'Pro 7 Tage',
      MONTH: 'Pro 30 Tage',
    },
    names: {
      DEPOSIT: {
        DAY: '24-Stunden-Einzahlungslimit',
        WEEK: '7-Tage-Einzahlungslimit',
        MONTH: '30-Tage-Einzahlungslimit',
      },
      LOSS: {
        DAY: '24-Stunden-Verlustlimit',
        WEEK: '7-Tage-Verlustlimit',
        MONTH: '30-Tage-Verlustlimit',
      },
      WAGER: {
        DAY: '24-Stunden-Einsatzlimit',
        WEEK: '7-Tage-Einsatzlimit',
        MONTH: '30-Tage-Einsatzlimit',
      },
    },
    rule: 'Ein neues oder niedrigeres Limit gilt sofort. Ein höheres Limit oder das Entfernen gilt erst nach einer Bedenkzeit von 24 Stunden.',
    none: 'Kein Limit festgelegt',
    used: '{{used}} genutzt',
    remaining: '{{remaining}} übrig',
    meter: 'Genutzter Anteil: {{limit}}',
    resets: 'Ab {{time}} wird wieder Spielraum frei.',
    pending: 'Ausstehende Änderung',
    pendingRaise: 'Steigt am {{time}} auf {{amount}}.',
    pendingRemoval: 'Wird am {{time}} entfernt.',
    keepCurrent: 'Aktuelles Limit behalten',
    amountLabel: 'Limit in {{currency}}',
    newAmountLabel: 'Neues Limit in {{currency}}',
    set: 'Limit festlegen',
    change: 'Limit ändern',
    remove: 'Limit entfernen',
    removeTitle: 'Dein {{limit}} entfernen?',
    removeMessage:
      'Das Entfernen gilt erst nach einer Bedenkzeit von 24 Stunden. Dein Limit bleibt bis {{time}} in Kraft, und du kannst es bis dahin jederzeit behalten.',
    removeConfirm: 'Nach 24 Stunden entfernen',
    savedNow: 'Dein {{limit}} von {{amount}} gilt ab sofort.',
    savedLater: 'Dein {{limit}} ändert sich am {{time}} nach der Bedenkzeit auf {{amount}}.',
    removalScheduled: 'Dein {{limit}} wird am {{time}} entfernt.',
    pendingCancelled: 'Die ausstehende Änderung ist storniert: Dein {{limit}} bleibt bei {{amount}}.',
    errors: {
      required: 'Gib einen Betrag ein.',
      invalid: 'Gib einen Betrag über null mit höchstens zwei Nachkommastellen ein.',
      tooLarge: 'Gib höchstens {{max}} ein.',
      unchanged: 'Das ist bereits dein Limit.',
    },
  },
  realityCheck: {
    title: 'Realitätschecks',
    intro:
      'Eine Erinnerung beim Spielen, die zeigt, wie lange du angemeldet bist und wie viel du gewonnen oder verloren hast.',
    label: 'Erinnere mich',
    every: 'Alle {{minutes}} Minuten',
    off: 'Aus',
    save: 'Speichern',
    savedOn: 'Du wirst alle {{minutes}} Minuten erinnert.',
    savedOff: 'Realitätschecks sind ausgeschaltet.',
  },
  takeBreak: {
    title: 'Pause einlegen',
    intro:
      'Nimm dir eine Auszeit vom Glücksspiel. Dein Konto wird für die gewählte Dauer gesperrt, und die Pause kann nicht vorzeitig beendet werden.',
    label: 'Dauer der Pause',
    periods: {
      DAY: '24 Stunden',
      WEEK: '7 Tage',
      MONTH: '30 Tage',
      SIX_WEEKS: '6 Wochen',
    },
    start: 'Pause einlegen',
    confirmTitle: 'Eine Pause von {{period}} einlegen?',
    consequencesIntro: 'Bitte lies, was passiert, wenn du bestätigst:',
    immediate: 'Die Pause beginnt sofort, und du wirst auf allen Geräten abgemeldet.',
    until: 'Bis {{date}} kannst du dich nicht anmelden, nicht spielen und nicht einzahlen.',
    withdrawals: 'Bereits beantragte Auszahlungen werden trotzdem ausgezahlt.',
    final: 'Die Pause kann nach ihrem Beginn weder abgebrochen noch verkürzt werden.',
    confirm: 'Pause starten',
    doneTitle: 'Deine Pause hat begonnen',
    done: 'Du wurdest abgemeldet. Ab {{date}} kannst du dich wieder anmelden.',
  },
  selfExclusion: {
    title: 'Selbstausschluss',
    intro:
      'Wenn du merkst, dass Glücksspiel zum Problem wird, schließe dich für sechs Monate oder länger aus. Sinnvoll ist auch, dich bei anderen Glücksspielseiten auszuschließen und mit einer der Organisationen auf unserer Seite „Sicherer spielen“ zu sprechen.',
    label: 'Dauer des Selbstausschlusses',
    periods: {
      SIX_MONTHS: '6 Monate',
      ONE_YEAR: '1 Jahr',
      FIVE_YEARS: '5 Jahre',
      PERMANENT: 'Dauerhaft',
    },
    start: 'Selbst ausschließen',
    confirmTitle: 'Dich für {{period}} selbst ausschließen?',
    confirmTitlePermanent: 'Dich dauerhaft selbst ausschließen?',
    consequencesIntro: 'Das ist ein ernster Schritt. Bitte lies, was passiert, wenn du bestätigst:',
    immediate: 'Dein Selbstausschluss beginnt sofort, und du wirst auf allen Geräten abgemeldet.',
    until: 'Bis {{date}} kannst du dich nicht anmelden, nicht spielen und nicht einzahlen.',
    permanent: 'Mit diesem Konto kannst du dich nie wieder anmelden, spielen oder einzahlen.',
    withdrawals: 'Bereits beantragte Auszahlungen werden trotzdem ausgezahlt.',
    final:
      'Ein Selbstausschluss kann aus keinem Grund verkürzt, storniert oder vorzeitig aufgehoben werden, auch nicht auf deine Bitte hin.',
    acknowledge:
      'Ich verstehe, dass dieser Selbstausschluss nicht verkürzt oder vorzeitig aufgehoben werden kann.',
    acknowledgeRequired: 'Setze das Häkchen, um zu bestätigen, dass du es verstanden hast.',
    confirm: 'Jetzt selbst ausschließen',
    doneTitle: 'Dein Selbstausschluss hat begonnen',
    done: 'Du wurdest abgemeldet. Dein Selbstausschluss endet am {{date}}.',
    donePermanent:
      'Du wurdest abgemeldet. Dein Selbstausschluss ist dauerhaft. Wenn du Unterstützung brauchst, helfen dir die Organisationen auf unserer Seite „Sicherer spielen“.',
  },
  safer: {
    whatTitle: 'Was sicheres Spielen bedeutet',
    whatBody:
      'Glücksspiel sollte Unterhaltung sein, die du dir leisten kannst, und nie ein Weg, Geld zu verdienen, Schulden zu bezahlen oder Problemen zu entfliehen. Sicher spielen heißt, vorher festzulegen, wie viel Geld und Zeit du einsetzt, und aufzuhören, wenn du diese Grenze erreichst, egal ob du gewinnst oder verlierst.',
    tips: {
      budget: 'Lege ein Budget fest, dessen Verlust du dir leisten kannst, und überschreite es nie.',
      time: 'Entscheide, wie lange du spielst, und mache regelmäßig Pausen.',
      chase: 'Jage nie Verlusten hinterher: Sieh sie als Preis für die Unterhaltung.',
      mood: 'Spiele nicht, wenn du aufgewühlt, gestresst oder einsam bist oder Alkohol getrunken hast.',
      borrow: 'Leihe dir nie Geld zum Spielen, und nimm dir Zeit für Familie, Freunde und andere Interessen.',
    },
    underage:
      'Glücksspiel ist nur für Erwachsene ab 18 Jahren. Wenn Kinder deine Geräte nutzen, schütze sie mit einer Jugendschutz-Software.',
    toolsTitle: 'Werkzeuge, um die Kontrolle zu behalten',
    toolsIntro:
      'Jedes Konto hat diese Werkzeuge. Du findest sie auf deiner Seite „Verantwortungsvolles Spielen“.',
    tools: {
      deposit: 'Einzahlungslimits für 24 Stunden, 7 Tage und 30 Tage.',
      lossWager: 'Verlust- und Einsatzlimits, um zu begrenzen, was du verlierst oder setzt.',
      realityCheck: 'Realitätschecks: Erinnerungen daran, wie lange du schon spielst.',
      takeBreak: 'Pause einlegen: 24 Stunden, 7 Tage, 30 Tage oder 6 Wochen.',
      selfExclusion: 'Selbstausschluss: 6 Monate, 1 Jahr, 5 Jahre oder dauerhaft.',
      activity: 'Kontoaktivität: was du über die Zeit eingezahlt und ausgezahlt hast.',
    },
    openTools: 'Einstellungen zum verantwortungsvollen Spielen öffnen',
    signInForTools: 'Melde dich an, um deine Limits festzulegen',
    assessmentTitle: 'Selbsttest',
    assessmentIntro:
      'Diese neun Fragen stammen aus dem Problem Gambling Severity Index (PGSI). Denke an die letzten 12 Monate und wähle die Antwort, die am besten passt. Deine Antworten bleiben auf diesem Gerät: Nichts wird an uns gesendet.',
    questionLabel: 'Frage {{number}}: {{question}}',
    questions: {
      q1: 'Hast du mehr gesetzt, als du dir wirklich leisten konntest zu verlieren?',
      q2: 'Musstest du um immer höhere Beträge spielen, um die gleiche Spannung zu spüren?',
      q3: 'Bist du nach dem Spielen an einem anderen Tag zurückgekommen, um verlorenes Geld zurückzugewinnen?',
      q4: 'Hast du dir Geld geliehen oder etwas verkauft, um Geld zum Spielen zu haben?',
      q5: 'Hattest du das Gefühl, dass du ein Problem mit Glücksspiel haben könntest?',
      q6: 'Hat dir das Spielen gesundheitliche Probleme bereitet, etwa Stress oder Angst?',
      q7: 'Haben andere dein Spielen kritisiert oder dir gesagt, du hättest ein Spielproblem, ob du es für zutreffend hieltest oder nicht?',
      q8: 'Hat dein Spielen dir oder deinem Haushalt finanzielle Probleme bereitet?',
      q9: 'Hast du dich schuldig gefühlt wegen der Art, wie du spielst, oder wegen dessen, was passiert, wenn du spielst?',
    },
    answers: {
      never: 'Nie',
      sometimes: 'Manchmal',
      mostOfTheTime: 'Meistens',
      almostAlways: 'Fast immer',
    },
    submit: 'Mein Ergebnis anzeigen',
    unanswered: 'Beantworte alle Fragen, um dein Ergebnis zu sehen: Es fehlen noch {{left}}.',
    resultTitle: 'Dein Ergebnis',
    score: 'Deine Punktzahl ist {{score}} von 27.',
    bands: {
      none: {
        title: 'Kein Anzeichen für ein Spielproblem',
        advice:
          'Du scheinst ohne Schaden zu spielen. Damit es so bleibt: Lege ein Einzahlungslimit fest und behalte das Spielen als Zeitvertreib.',
      },
      low: {
        title: 'Geringes Risiko',
        advice:
          'Es gibt vielleicht erste Anzeichen von Schaden. Lege Einzahlungslimits und Realitätschecks fest und mache den Selbsttest von Zeit zu Zeit erneut.',
      },
      moderate: {
        title: 'Mittleres Risiko',
        advice:
          'Dein Spielen schadet dir möglicherweise. Lege jetzt Limits fest, denke über eine Pause nach und sprich mit einer der Organisationen unten: deren Hilfe ist kostenlos und vertraulich.',
      },
      problem: {
        title: 'Glücksspiel schadet dir wahrscheinlich',
        advice:
          'Deine Antworten deuten darauf hin, dass du die Kontrolle über dein Spielen verloren haben könntest. Wende dich bitte noch heute an eine der Organisationen unten und denke über einen Selbstausschluss nach.',
      },
    },
    disclaimer: 'Dies ist ein Screening-Test, keine Diagnose.',
    restart: 'Neu beginnen',
    helpTitle: 'Wo du Hilfe findest',
    helpIntro:
      'Kostenlose, vertrauliche Unterstützung gibt es für alle, die von Glücksspiel betroffen sind, auch für Familie und Freunde. Du musst nicht unser Kunde sein.',
    phone: 'Telefon: {{number}}',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    resources: {
      begambleaware:
        'Rat und die National Gambling Helpline (Großbritannien), kostenlos und rund um die Uhr.',
      gamcare:
        'Kostenlose Informationen, Live-Chat und Beratung für alle, die von Glücksspiel betroffen sind (Vereinigtes Königreich).',
      gamblingTherapy: 'Kostenlose Online-Unterstützung und Beratung weltweit, in vielen Sprachen.',
      gamblersAnonymous:
        'Treffen von Menschen, die ihre Erfahrungen teilen, um mit dem Spielen aufzuhören, in vielen Ländern.',
      ncpg: 'Die nationale Helpline für Spielprobleme in den USA: kostenlos, vertraulich und rund um die Uhr.',
    },
    blockingTitle: 'Sperrsoftware',
    blockingIntro: 'Sperre Glücksspielseiten und -Apps auf deinen eigenen Geräten:',
    blocking: {
      gamban: 'Sperrt Glücksspielseiten und -Apps auf all deinen Geräten.',
      gamblock: 'Sperrt den Zugang zu Glücksspielseiten und -Apps auf Computern und Handys.',
    },
  },
};
