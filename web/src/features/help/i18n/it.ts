import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Percorso di navigazione',
    home: 'Home',
  },
  search: {
    label: 'Cerca nelle pagine di aiuto',
    placeholder: 'Cerca nelle pagine di aiuto...',
    results_one: '{{count}} pagina trovata',
    results_other: '{{count}} pagine trovate',
    none: 'Nessuna pagina di aiuto corrisponde alla ricerca. Prova altre parole o contatta l’assistenza.',
    listLabel: 'Pagine di aiuto',
  },
  sections: {
    browse: 'Sfoglia le pagine di aiuto',
    inThisSection: 'In questa sezione',
  },
  keywords: {
    myAccountInfo: 'account profilo dati personali password accesso login',
    depositRules: 'deposito pagamento carta minimo denaro ricarica',
    bonusRules: 'bonus puntate rollover giri gratuiti promozione',
    casino361: 'regole del casinò gioco equo giochi condotta',
    aboutUs: 'azienda contatti licenza assistenza chi siamo',
    privacyPolicy: 'privacy dati informazioni personali cookie sicurezza',
    tableGamesInfo: 'giochi da tavolo roulette baccarat carte',
    blackjack: 'blackjack ventuno carte croupier',
    cashierInfo: 'cassa pagamenti saldo documenti verifica',
    withdrawalRules: 'prelievo prelevare incasso pagamento limiti',
    bonusInfo: 'bonus offerte cashback vip',
    bonusTerms: 'termini del bonus condizioni scadenza',
  },
  selector: {
    legend: 'Per cosa ti serve aiuto?',
    open: 'Leggi: {{page}}',
    answers: {
      deposit: 'Come versare denaro, i metodi accettati e il deposito minimo.',
      withdraw: 'Come funzionano i prelievi, quanto tempo richiedono e i limiti applicati.',
      bonus: 'Come vengono accreditati e giocati i bonus prima di poterli prelevare.',
      closing:
        'Per chiudere il conto, contatta l’assistenza dalle pagine del tuo account; rispondiamo entro un giorno.',
      security: 'Come proteggiamo i tuoi dati e cosa puoi fare per tenere al sicuro il tuo account.',
      verification: 'Quali documenti chiediamo prima di un prelievo e quanto dura la verifica.',
      techIssue:
        'Qualcosa non funziona? Il nostro team risponde 24/7; questa pagina elenca tutti i modi per contattarci.',
    },
  },
};
