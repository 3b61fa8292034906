import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Segui un prelievo senza accedere. Ti servono:',
    needAccount: 'il tuo nome utente o indirizzo e-mail,',
    needReference: 'il riferimento del prelievo (il numero nello storico dei prelievi),',
    needPassword: 'la password del tuo account.',
    stepByStep: 'Inizia passo dopo passo',
    oneForm: 'Usa un unico modulo',
  },
  steps: {
    label: 'Passaggi della ricerca',
    account: 'Account',
    verify: 'Verifica',
    status: 'Stato',
    done: 'completato',
  },
  fields: {
    account: 'Nome utente o e-mail',
    reference: 'Riferimento del prelievo',
    referenceHint: 'Il numero del prelievo, ad esempio 1024.',
    password: 'Password',
  },
  actions: {
    next: 'Avanti',
    back: 'Indietro',
    lookUp: 'Verifica lo stato',
  },
  verify: {
    summary: 'Prelievo n. {{id}} di {{account}}. Inserisci la password dell’account per vederne lo stato.',
  },
  errors: {
    accountRequired: 'Nome utente / e-mail obbligatorio',
    referenceRequired: 'Riferimento del prelievo obbligatorio',
    referenceInvalid: 'Inserisci il riferimento come numero, ad esempio 1024',
    passwordRequired: 'Password obbligatoria',
    lookupFailed: 'Prelievo non trovato. Controlla i dati e riprova.',
  },
  startAgain: {
    text: 'Questo passaggio richiede i dati del precedente. Ricomincia la ricerca.',
    link: 'Inizia la ricerca',
  },
  result: {
    title: 'Prelievo n. {{id}}',
    status: 'Stato',
    amount: 'Importo',
    requested: 'Richiesto il',
    updated: 'Ultimo aggiornamento',
    another: 'Cerca un altro prelievo',
  },
  status: {
    pendingReview: 'In revisione',
    pendingPayment: 'In attesa di pagamento',
    paymentInProgress: 'Pagamento in corso',
    paymentSuccessful: 'Pagamento riuscito',
    rejected: 'Rifiutato',
    failed: 'Non riuscito',
    completed: 'Completato',
    canceled: 'Annullato',
  },
  statusExplain: {
    pendingReview:
      'Il nostro team sta esaminando la richiesta. Di solito servono da 1 a 7 giorni lavorativi.',
    pendingPayment: 'La richiesta è stata approvata ed è in attesa di pagamento.',
    paymentInProgress: 'Il pagamento è stato inviato al fornitore di pagamenti.',
    paymentSuccessful: 'Il fornitore ha confermato il pagamento. Il denaro arriverà a breve.',
    rejected:
      'La richiesta è stata rifiutata e l’importo è tornato sul tuo saldo. Contatta l’assistenza per conoscere il motivo.',
    failed: 'Il pagamento non è riuscito e l’importo è tornato sul tuo saldo. Puoi fare una nuova richiesta.',
    completed: 'Il prelievo è completato.',
    canceled: 'La richiesta è stata annullata e l’importo è tornato sul tuo saldo.',
  },
};
