import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Lataa asiakirjat',
    loading: 'Asiakirjojasi ladataan',
    statusLabel: 'Tila:',
    status: {
      notUploaded: 'Ei ladattu',
      auditing: 'Tarkistettavana',
      approved: 'Hyväksytty',
      failed: 'Tarkistus epäonnistui, lataa uudelleen',
      submitted: 'Lähetetty',
    },
    intro:
      'Lataa kaikki neljä todistetta. Tarkistus kestää 1–7 arkipäivää; osoitetodistus saa olla enintään 3 kuukautta vanha.',
    onFile: 'Tallennetut asiakirjat',
    idProof: 'Henkilöllisyystodistus',
    holdProof: 'Kuva, jossa pidät henkilökorttia',
    addressProof: 'Osoitetodistus',
    paymentProof: 'Maksutodistus',
    missing: 'Lataa: {{proof}}',
    submit: 'Lähetä asiakirjat',
    success: 'Asiakirjasi lähetettiin tarkistettavaksi.',
  },
};
