import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Dokumente hochladen',
    loading: 'Deine Dokumente werden geladen',
    statusLabel: 'Status:',
    status: {
      notUploaded: 'Nicht hochgeladen',
      auditing: 'In Prüfung',
      approved: 'Genehmigt',
      failed: 'Prüfung fehlgeschlagen, bitte erneut hochladen',
      submitted: 'Eingereicht',
    },
    intro:
      'Lade alle vier Nachweise hoch. Die Prüfung dauert 1 bis 7 Werktage; der Adressnachweis darf höchstens 3 Monate alt sein.',
    onFile: 'Hinterlegte Dokumente',
    idProof: 'Ausweisnachweis',
    holdProof: 'Foto mit Ausweis in der Hand',
    addressProof: 'Adressnachweis',
    paymentProof: 'Zahlungsnachweis',
    missing: 'Bitte hochladen: {{proof}}',
    submit: 'Dokumente einreichen',
    success: 'Deine Dokumente wurden zur Prüfung gesendet.',
  },
};
