import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Chargement de la page…',
    failed: 'Impossible de charger cette page.',
    retry: 'Réessayer',
    missingId: 'Aucun article n’a été choisi. Ouvrez un article depuis un lien ou une bannière.',
    imageLink: 'Ouvrir la page liée',
  },
  feedback: {
    question: 'Cette page vous a-t-elle aidé ?',
    yes: 'Oui',
    no: 'Non',
    commentYes: 'Parfait ! Souhaitez-vous ajouter quelque chose ?',
    commentNo: 'Désolé. Que cherchiez-vous ?',
    send: 'Envoyer l’avis',
    thanks: 'Merci pour votre avis.',
  },
  overlay: {
    moreHelp: 'Plus de réponses dans le Centre d’aide',
  },
  legal: {
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    privacySite: 'Politique de confidentialité',
    userAgreement: 'Contrat d’utilisation',
    aboutUs: 'À propos de nous',
    cashoutRules: 'Règles d’encaissement',
    messageCentre: 'Centre de messages',
  },
  info: {
    banking: 'Paiements',
    withdrawalRules: 'Règles de retrait',
    promotions: 'Promotions',
    cryptoGuide: 'Guide crypto',
  },
  banking: {
    methods: 'Moyens de paiement acceptés',
    cryptoGuide: 'Nouveau dans la crypto ? Lisez notre guide crypto',
  },
  cryptoGuide: {
    mediaNote:
      'Ouvrez une étape pour voir comment elle se déroule, avec une courte vidéo sous-titrée pour chacune.',
    promotions: 'Promotions crypto',
  },
  promotion: {
    title: 'Offre promotionnelle',
  },
};
