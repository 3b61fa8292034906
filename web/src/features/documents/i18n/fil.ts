import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Mag-upload ng dokumento',
    loading: 'Nilo-load ang iyong mga dokumento',
    statusLabel: 'Katayuan:',
    status: {
      notUploaded: 'Hindi pa na-upload',
      auditing: 'Sinusuri',
      approved: 'Aprobado',
      failed: 'Hindi pumasa, mag-upload ulit',
      submitted: 'Naipasa na',
    },
    intro:
      'I-upload ang lahat ng apat na patunay. Tumatagal ng 1 hanggang 7 araw ng trabaho ang pagsusuri; dapat nasa loob ng 3 buwan ang petsa ng patunay ng address.',
    onFile: 'Mga dokumentong nakatala',
    idProof: 'Patunay ng ID',
    holdProof: 'Larawang hawak ang iyong ID',
    addressProof: 'Patunay ng address',
    paymentProof: 'Patunay ng pagbabayad',
    missing: 'Paki-upload: {{proof}}',
    submit: 'Ipasa ang mga dokumento',
    success: 'Naipadala para sa pagsusuri ang iyong mga dokumento.',
  },
};
