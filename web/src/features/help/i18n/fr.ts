import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Fil d’Ariane',
    home: 'Accueil',
  },
  search: {
    label: 'Rechercher dans les pages d’aide',
    placeholder: 'Rechercher dans l’aide...',
    results_one: '{{count}} page trouvée',
    results_other: '{{count}} pages trouvées',
    none: 'Aucune page d’aide ne correspond à votre recherche. Essayez d’autres mots ou contactez le support.',
    listLabel: 'Pages d’aide',
  },
  sections: {
    browse: 'Parcourir les pages d’aide',
    inThisSection: 'Dans cette rubrique',
  },
  keywords: {
    myAccountInfo: 'compte profil données personnelles mot de passe connexion',
    depositRules: 'dépôt paiement carte minimum argent approvisionner',
    bonusRules: 'bonus mise rollover tours gratuits promotion',
    casino361: 'règles du casino jeu équitable jeux conduite',
    aboutUs: 'société contact licence support qui sommes-nous',
    privacyPolicy: 'confidentialité données informations personnelles cookies sécurité',
    tableGamesInfo: 'jeux de table roulette baccara cartes',
    blackjack: 'blackjack vingt-et-un cartes croupier',
    cashierInfo: 'caisse paiements solde documents vérification',
    withdrawalRules: 'retrait retirer encaissement paiement limites',
    bonusInfo: 'bonus offres cashback vip',
    bonusTerms: 'conditions du bonus conditions expiration',
  },
  selector: {
    legend: 'Pour quoi avez-vous besoin d’aide ?',
    open: 'Lire : {{page}}',
    answers: {
      deposit: 'Comment déposer de l’argent, les moyens acceptés et le dépôt minimum.',
      withdraw: 'Comment fonctionnent les retraits, leurs délais et les limites applicables.',
      bonus: 'Comment les bonus sont crédités et misés avant de pouvoir être retirés.',
      closing:
        'Pour fermer votre compte, contactez le support depuis les pages de votre compte ; nous répondons sous un jour.',
      security:
        'Comment nous protégeons vos données et ce que vous pouvez faire pour sécuriser votre compte.',
      verification: 'Les documents demandés avant un retrait et la durée de leur examen.',
      techIssue:
        'Quelque chose ne marche pas ? Notre équipe répond 24h/24, 7j/7 ; cette page donne tous les moyens de nous joindre.',
    },
  },
};
