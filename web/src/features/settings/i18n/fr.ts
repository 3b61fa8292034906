import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Nous contacter',
    intro: 'Notre service client est disponible 24 h/24, 7 j/7. Choisissez comment nous joindre.',
    sendEmail: 'Nous écrire un e-mail',
    startChat: 'Démarrer le chat en direct',
    telegram: 'Discutez avec nous sur Telegram',
    whatsapp: 'WhatsApp : +{{number}}',
    whatsappQr: 'Scannez pour discuter avec nous sur WhatsApp',
    formTitle: 'Envoyez-nous un message',
    formNote: 'Votre messagerie s’ouvre avec le message prêt à envoyer.',
    name: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    queryType: 'Type de demande',
    message: 'Votre message',
    send: 'Rédiger l’e-mail',
    nameRequired: 'Nom requis',
    emailRequired: 'E-mail requis',
    emailInvalid: 'E-mail invalide',
    queryTypeRequired: 'Veuillez choisir un type de demande',
    messageRequired: 'Message requis',
    phoneInvalid: 'Chiffres uniquement, s’il vous plaît',
  },
  liveChat: {
    title: 'Chat en direct',
    connecting: 'Connexion à notre service client…',
    unavailable:
      'Le chat en direct n’est pas disponible pour le moment. Réessayez plus tard ou écrivez-nous un e-mail.',
  },
  language: {
    title: 'Choisissez votre langue',
    current: 'Langue actuelle',
  },
};
