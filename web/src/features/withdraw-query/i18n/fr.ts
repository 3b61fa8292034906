import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Suivez un retrait sans vous connecter. Il vous faut :',
    needAccount: 'votre nom d’utilisateur ou votre e-mail,',
    needReference: 'la référence du retrait (le numéro affiché dans votre historique de retraits),',
    needPassword: 'le mot de passe de votre compte.',
    stepByStep: 'Commencer étape par étape',
    oneForm: 'Utiliser un seul formulaire',
  },
  steps: {
    label: 'Étapes de la recherche',
    account: 'Compte',
    verify: 'Vérifier',
    status: 'Statut',
    done: 'terminée',
  },
  fields: {
    account: 'Nom d’utilisateur ou e-mail',
    reference: 'Référence du retrait',
    referenceHint: 'Le numéro du retrait, par exemple 1024.',
    password: 'Mot de passe',
  },
  actions: {
    next: 'Suivant',
    back: 'Retour',
    lookUp: 'Voir le statut',
  },
  verify: {
    summary: 'Retrait n° {{id}} de {{account}}. Saisissez le mot de passe du compte pour voir son statut.',
  },
  errors: {
    accountRequired: 'Nom d’utilisateur / e-mail requis',
    referenceRequired: 'Référence du retrait requise',
    referenceInvalid: 'Saisissez la référence sous forme de nombre, par exemple 1024',
    passwordRequired: 'Mot de passe requis',
    lookupFailed: 'Le retrait est introuvable. Vérifiez les informations et réessayez.',
  },
  startAgain: {
    text: 'Cette étape a besoin des informations de la précédente. Recommencez la recherche.',
    link: 'Commencer la recherche',
  },
  result: {
    title: 'Retrait n° {{id}}',
    status: 'Statut',
    amount: 'Montant',
    requested: 'Demandé le',
    updated: 'Dernière mise à jour',
    another: 'Rechercher un autre retrait',
  },
  status: {
    pendingReview: 'En cours d’examen',
    pendingPayment: 'En attente de paiement',
    paymentInProgress: 'Paiement en cours',
    paymentSuccessful: 'Paiement effectué',
    rejected: 'Refusé',
    failed: 'Échoué',
    completed: 'Terminé',
    canceled: 'Annulé',
  },
  statusExplain: {
    pendingReview: 'Notre équipe examine la demande. Cela prend généralement de 1 à 7 jours ouvrés.',
    pendingPayment: 'La demande a été approuvée et attend d’être payée.',
    paymentInProgress: 'Le paiement a été transmis au prestataire de paiement.',
    paymentSuccessful: 'Le prestataire a confirmé le paiement. L’argent devrait vous parvenir sous peu.',
    rejected:
      'La demande a été refusée et le montant recrédité sur votre solde. Contactez le support pour en connaître la raison.',
    failed:
      'Le paiement a échoué et le montant a été recrédité sur votre solde. Vous pouvez refaire une demande.',
    completed: 'Le retrait est terminé.',
    canceled: 'La demande a été annulée et le montant recrédité sur votre solde.',
  },
};
