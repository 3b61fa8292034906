import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Chargement de la page…',
    title: 'Invitations et récompenses',
    intro: 'Partagez votre lien. Quand vos amis s’inscrivent avec, chaque récompense ci-dessous se débloque.',
    yourLink: 'Votre lien d’invitation',
    copy: 'Copier le lien',
    share: 'Partager',
    shareTitle: 'Venez jouer avec moi',
    childCount_one: 'Vous avez invité {{count}} ami.',
    childCount_other: 'Vous avez invité {{count}} amis.',
    loading: 'Chargement de vos récompenses…',
    loadFailed: 'Impossible de charger vos récompenses.',
    friends_one: '{{count}} ami',
    friends_other: '{{count}} amis',
    tierLabel_one: 'Récompense pour {{count}} ami',
    tierLabel_other: 'Récompense pour {{count}} amis',
    reached: 'Atteint',
    redeemed: 'Récupéré',
    remaining_one: 'Encore {{count}}',
    remaining_other: 'Encore {{count}}',
    redeem: 'Récupérer',
    redeemTier_one: 'Récupérer la récompense pour {{count}} ami',
    redeemTier_other: 'Récupérer la récompense pour {{count}} amis',
    redeemFailed: 'Échec de la récupération',
    redeemSuccess: 'Récompense récupérée : elle est sur votre solde.',
    signInFirst: 'Connectez-vous pour obtenir votre lien d’invitation et vos récompenses.',
    signIn: 'Se connecter',
  },
};
