import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Carica documenti',
    loading: 'Caricamento dei tuoi documenti',
    statusLabel: 'Stato:',
    status: {
      notUploaded: 'Non caricato',
      auditing: 'In verifica',
      approved: 'Approvato',
      failed: 'Verifica non riuscita, ricarica i documenti',
      submitted: 'Inviato',
    },
    intro:
      'Carica tutte e quattro le prove. La verifica richiede da 1 a 7 giorni lavorativi; la prova di residenza deve risalire agli ultimi 3 mesi.',
    onFile: 'Documenti registrati',
    idProof: 'Prova d’identità',
    holdProof: 'Foto con il documento in mano',
    addressProof: 'Prova di residenza',
    paymentProof: 'Prova di pagamento',
    missing: 'Carica: {{proof}}',
    submit: 'Invia documenti',
    success: 'I tuoi documenti sono stati inviati per la verifica.',
  },
};
