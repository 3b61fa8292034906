import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  page: {
    loadFailed: 'Non è stato possibile caricare le tue impostazioni di gioco responsabile.',
    retry: 'Riprova',
    saferGamblingLink: 'Gioco più sicuro: consigli, autovalutazione e dove trovare aiuto',
    activityTitle: 'Attività del conto',
    activityText: 'Guarda quanto hai depositato e prelevato, per tenere sotto controllo quello che spendi.',
    activityLink: 'Vedi l’attività del tuo conto',
    blockBreak: 'Sei in pausa fino al {{date}}.',
    blockExclusion: 'Sei autoescluso fino al {{date}}.',
    blockExclusionPermanent: 'Sei autoescluso in modo permanente.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Limiti di deposito',
        intro:
          'Stabilisci quanto puoi depositare in 24 ore, 7 giorni e 30 giorni. Puoi impostarne più di uno: vale quello con il margine residuo più basso.',
      },
      LOSS: {
        title: 'Limiti di perdita',
        intro:
          'Stabilisci quanto puoi perdere (le tue puntate meno le vincite) in 24 ore, 7 giorni e 30 giorni.',
      },
      WAGER: {
        title: 'Limiti di puntata',
        intro: 'Stabilisci il totale che puoi puntare in 24 ore, 7 giorni e 30 giorni.',
      },
    },
    periods: {
      DAY: 'Ogni 24 ore',
      WEEK: 'Ogni 7 giorni',
      MONTH: 'Ogni 30 giorni',
    },
    names: {
      DEPOSIT: {
        DAY: 'limite di deposito di 24 ore',
        WEEK: 'limite di deposito di 7 giorni',
        MONTH: 'limite di deposito di 30 giorni',
      },
      LOSS: {
        DAY: 'limite di perdita di 24 ore',
        WEEK: 'limite di perdita di 7 giorni',
        MONTH: 'limite di perdita di 30 giorni',
      },
      WAGER: {
        DAY: 'limite di puntata di 24 ore',
        WEEK: 'limite di puntata di 7 giorni',
        MONTH: 'limite di puntata di 30 giorni',
      },
    },
    rule: 'Un limite nuovo o più basso vale subito. Un limite più alto o la rimozione valgono solo dopo un periodo di riflessione di 24 ore.',
    none: 'Nessun limite impostato',
    used: '{{used}} usati',
    remaining: '{{remaining}} rimanenti',
    meter: 'Parte usata del {{limit}}',
    resets: 'Si libera margine dal {{time}}.',
    pending: 'Modifica in sospeso',
    pendingRaise: 'Sale a {{amount}} il {{time}}.',
    pendingRemoval: 'Rimosso il {{time}}.',
    keepCurrent: 'Mantieni il limite attuale',
    amountLabel: 'Limite in {{currency}}',
    newAmountLabel: 'Nuovo limite in {{currency}}',
    set: 'Imposta limite',
    change: 'Modifica limite',
    remove: 'Rimuovi limite',
    removeTitle: 'Rimuovere il tuo {{limit}}?',
    removeMessage:
      'La rimozione vale solo dopo un periodo di riflessione di 24 ore. Il tuo limite resta in vigore fino al {{time}} e puoi mantenerlo in qualsiasi momento prima di allora.',
    removeConfirm: 'Rimuovi tra 24 ore',
    savedNow: 'Il tuo {{limit}} di {{amount}} vale da subito.',
    savedLater: 'Il tuo {{limit}} passa a {{amount}} il {{time}}, dopo il periodo di riflessione.',
    removalScheduled: 'Il tuo {{limit}} sarà rimosso il {{time}}.',
    pendingCancelled: 'La modifica in sospeso è annullata: il tuo {{limit}} resta a {{amount}}.',
    errors: {
      required: 'Inserisci un importo.',
      invalid: 'Inserisci un importo maggiore di zero, con al massimo due decimali.',
      tooLarge: 'Inserisci al massimo {{max}}.',
      unchanged: 'Questo è già il tuo limite.',
    },
  },
  realityCheck: {
    title: 'Promemoria di gioco',
    intro: 'Un promemoria mentre giochi che mostra da quanto tempo sei connesso e quanto hai vinto o perso.',
    label: 'Ricordamelo',
    every: 'Ogni {{minutes}} minuti',
    off: 'Disattivato',
    save: 'Salva',
    savedOn: 'Riceverai un promemoria ogni {{minutes}} minuti.',
    savedOff: 'I promemoria di gioco sono disattivati.',
  },
  takeBreak: {
    title: 'Prenditi una pausa',
    intro:
      'Allontanati dal gioco per un po’. Il tuo conto resta bloccato per il periodo che scegli e la pausa non può essere interrotta prima.',
    label: 'Durata della pausa',
    periods: {
      DAY: '24 ore',
      WEEK: '7 giorni',
      MONTH: '30 giorni',
      SIX_WEEKS: '6 settimane',
    },
    start: 'Prenditi una pausa',
    confirmTitle: 'Prendere una pausa di {{period}}?',
    consequencesIntro: 'Leggi cosa succede se confermi:',
    immediate: 'La pausa inizia subito e verrai disconnesso da tutti i dispositivi.',
    until: 'Non potrai accedere, giocare né depositare fino al {{date}}.',
    withdrawals: 'I prelievi che hai già richiesto verranno comunque pagati.',
    final: 'Una volta iniziata, la pausa non può essere annullata né accorciata.',
    confirm: 'Inizia la mia pausa',
    doneTitle: 'La tua pausa è iniziata',
    done: 'Sei stato disconnesso. Potrai accedere di nuovo dal {{date}}.',
  },
  selfExclusion: {
    title: 'Autoesclusione',
    intro:
      'Se senti che il gioco sta diventando un problema, autoescluditi per sei mesi o più. È consigliabile anche escluderti dagli altri siti di gioco e parlare con una delle organizzazioni della nostra pagina sul gioco più sicuro.',
    label: 'Durata dell’autoesclusione',
    periods: {
      SIX_MONTHS: '6 mesi',
      ONE_YEAR: '1 anno',
      FIVE_YEARS: '5 anni',
      PERMANENT: 'Per sempre',
    },
    start: 'Autoescludimi',
    confirmTitle: 'Autoescluderti per {{period}}?',
    confirmTitlePermanent: 'Autoescluderti per sempre?',
    consequencesIntro: 'È un passo importante. Leggi cosa succede se confermi:',
    immediate: 'La tua autoesclusione inizia subito e verrai disconnesso da tutti i dispositivi.',
    until: 'Non potrai accedere, giocare né depositare fino al {{date}}.',
    permanent: 'Non potrai mai più accedere, giocare o depositare con questo conto.',
    withdrawals: 'I prelievi che hai già richiesto verranno comunque pagati.',
    final:
      'Un’autoesclusione non può essere accorciata, annullata o revocata prima del termine per nessun motivo, nemmeno su tua richiesta.',
    acknowledge: 'Capisco che questa autoesclusione non può essere accorciata né revocata prima del termine.',
    acknowledgeRequired: 'Spunta la casella per confermare che hai capito.',
    confirm: 'Autoescludimi ora',
    doneTitle: 'La tua autoesclusione è iniziata',
    done: 'Sei stato disconnesso. La tua autoesclusione termina il {{date}}.',
    donePermanent:
      'Sei stato disconnesso. La tua autoesclusione è permanente. Se hai bisogno di supporto, le organizzazioni della nostra pagina sul gioco più sicuro possono aiutarti.',
  },
  safer: {
    whatTitle: 'Cosa significa giocare in modo più sicuro',
    whatBody:
      'Il gioco deve essere un divertimento che puoi permetterti, mai un modo per fare soldi, pagare debiti o sfuggire ai problemi. Giocare in sicurezza significa decidere prima quanto denaro e tempo dedicarci, e fermarsi quando si raggiunge quel punto, che tu stia vincendo o perdendo.',
    tips: {
      budget: 'Stabilisci un budget che puoi permetterti di perdere e non superarlo mai.',
      time: 'Decidi quanto tempo giocherai e fai pause regolari.',
      chase: 'Non rincorrere mai le perdite: accettale come il costo del divertimento.',
      mood: 'Non giocare quando sei turbato, stressato o solo, né dopo aver bevuto alcolici.',
      borrow:
        'Non chiedere mai soldi in prestito per giocare e riserva tempo a famiglia, amici e altri interessi.',
    },
    underage:
      'Il gioco è riservato agli adulti di almeno 18 anni. Se dei bambini usano i tuoi dispositivi, proteggili con un software di controllo parentale.',
    toolsTitle: 'Strumenti per mantenere il controllo',
    toolsIntro: 'Ogni conto ha questi strumenti. Li trovi nella tua pagina di gioco responsabile.',
    tools: {
      deposit: 'Limiti di deposito per 24 ore, 7 giorni e 30 giorni.',
      lossWager: 'Limiti di perdita e di puntata, per limitare quanto perdi o punti.',
      realityCheck: 'Promemoria di gioco: ti ricordano da quanto tempo stai giocando.',
      takeBreak: 'Prenditi una pausa: 24 ore, 7 giorni, 30 giorni o 6 settimane.',
      selfExclusion: 'Autoesclusione: 6 mesi, 1 anno, 5 anni o per sempre.',
      activity: 'Attività del conto: quanto hai depositato e prelevato nel tempo.',
    },
    openTools: 'Apri le tue impostazioni di gioco responsabile',
    signInForTools: 'Accedi per impostare i tuoi limiti',
    assessmentTitle: 'Autovalutazione',
    assessmentIntro:
      'Queste nove domande vengono dal Problem Gambling Severity Index (PGSI). Pensando agli ultimi 12 mesi, scegli la risposta più adatta. Le tue risposte restano su questo dispositivo: non ci viene inviato nulla.',
    questionLabel: 'Domanda {{number}}: {{question}}',
    questions: {
      q1: 'Hai scommesso più di quanto potevi davvero permetterti di perdere?',
      q2: 'Hai avuto bisogno di giocare somme sempre più alte per provare la stessa eccitazione?',
      q3: 'Quando hai giocato, sei tornato un altro giorno per cercare di recuperare i soldi persi?',
      q4: 'Hai chiesto soldi in prestito o venduto qualcosa per avere denaro per giocare?',
      q5: 'Hai avuto la sensazione di poter avere un problema con il gioco?',
      q6: 'Il gioco ti ha causato problemi di salute, compresi stress o ansia?',
      q7: 'Qualcuno ha criticato il tuo modo di scommettere o ti ha detto che avevi un problema con il gioco, che tu lo ritenessi vero o no?',
      q8: 'Il tuo modo di giocare ha causato problemi economici a te o alla tua famiglia?',
      q9: 'Ti sei sentito in colpa per il modo in cui giochi o per ciò che succede quando giochi?',
    },
    answers: {
      never: 'Mai',
      sometimes: 'A volte',
      mostOfTheTime: 'La maggior parte delle volte',
      almostAlways: 'Quasi sempre',
    },
    submit: 'Vedi il mio risultato',
    unanswered: 'Rispondi a tutte le domande per vedere il risultato: ne mancano {{left}}.',
    resultTitle: 'Il tuo risultato',
    score: 'Il tuo punteggio è {{score}} su 27.',
    bands: {
      none: {
        title: 'Nessun segno di problemi con il gioco',
        advice:
          'Sembra che tu giochi senza conseguenze negative. Continua così: imposta un limite di deposito e mantieni il gioco un passatempo.',
      },
      low: {
        title: 'Rischio basso',
        advice:
          'Potresti avere qualche primo segnale di danno. Imposta limiti di deposito e promemoria di gioco, e ripeti questa autovalutazione di tanto in tanto.',
      },
      moderate: {
        title: 'Rischio moderato',
        advice:
          'Il gioco potrebbe danneggiarti. Imposta subito dei limiti, valuta una pausa e parla con una delle organizzazioni qui sotto: il loro aiuto è gratuito e riservato.',
      },
      problem: {
        title: 'Probabilmente il gioco ti sta danneggiando',
        advice:
          'Le tue risposte indicano che potresti aver perso il controllo del gioco. Contatta oggi stesso una delle organizzazioni qui sotto e valuta l’autoesclusione.',
      },
    },
    disclaimer: 'È uno strumento di screening, non una diagnosi.',
    restart: 'Ricomincia',
    helpTitle: 'Dove trovare aiuto',
    helpIntro:
      'Un sostegno gratuito e riservato è disponibile per chiunque sia colpito dal gioco, compresi familiari e amici. Non devi essere nostro cliente.',
    phone: 'Telefono: {{number}}',
    opensInNewTab: '(si apre in una nuova scheda)',
    resources: {
      begambleaware: 'Consigli e la National Gambling Helpline (Gran Bretagna), gratuita, 24 ore su 24.',
      gamcare:
        'Informazioni, chat dal vivo e consulenza gratuite per chiunque sia colpito dal gioco (Regno Unito).',
      gamblingTherapy: 'Supporto e consulenza online gratuiti in tutto il mondo, in molte lingue.',
      gamblersAnonymous:
        'Incontri di persone che condividono la propria esperienza per smettere di giocare, in molti paesi.',
      ncpg: 'La linea d’aiuto nazionale statunitense per il gioco problematico: gratuita, riservata, 24 ore su 24.',
    },
    blockingTitle: 'Software di blocco',
    blockingIntro: 'Blocca i siti e le app di gioco sui tuoi dispositivi:',
    blocking: {
      gamban: 'Blocca siti e app di gioco su tutti i tuoi dispositivi.',
      gamblock: 'Blocca l’accesso a siti e app di gioco su computer e telefoni.',
    },
  },
};
