import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Télécharger des documents',
    loading: 'Chargement de vos documents',
    statusLabel: 'Statut :',
    status: {
      notUploaded: 'Non téléchargé',
      auditing: 'En cours de vérification',
      approved: 'Approuvé',
      failed: 'Vérification échouée, veuillez recommencer',
      submitted: 'Envoyé',
    },
    intro:
      'Téléchargez les quatre justificatifs. La vérification prend de 1 à 7 jours ouvrés ; le justificatif de domicile doit dater de moins de 3 mois.',
    onFile: 'Documents enregistrés',
    idProof: 'Justificatif d’identité',
    holdProof: 'Photo tenant votre pièce d’identité',
    addressProof: 'Justificatif de domicile',
    paymentProof: 'Justificatif de paiement',
    missing: 'Veuillez télécharger : {{proof}}',
    submit: 'Envoyer les documents',
    success: 'Vos documents ont été envoyés pour vérification.',
  },
};
