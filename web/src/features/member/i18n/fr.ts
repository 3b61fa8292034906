import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Informations personnelles',
    username: 'Nom d’utilisateur',
    firstName: 'Prénom',
    lastName: 'Nom',
    gender: 'Sexe',
    genders: {
      MALE: 'Homme',
      FEMALE: 'Femme',
    },
    countryCode: 'Code pays',
    country: 'Pays',
    postalCode: 'Code postal',
    town: 'Ville',
    address: 'Adresse',
    email: 'Adresse e-mail',
    mobilePrefix: 'Indicatif mobile',
    mobile: 'Numéro de mobile',
    notSet: 'Non renseigné',
    supportNote: 'Pour modifier ces informations, veuillez contacter notre service client.',
  },
  password: {
    title: 'Changer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    repeatPassword: 'Répétez le nouveau mot de passe',
    change: 'Changer',
    cancel: 'Annuler',
    passwordTip: 'Mot de passe requis',
    passwordTip1: 'Les mots de passe ne correspondent pas, vérifiez',
    tooShort: 'Le mot de passe doit compter au moins 8 caractères',
    oneCharacter: 'Le mot de passe ne peut pas être un seul caractère répété',
    sameAsAccount: "Le mot de passe ne peut pas être votre nom d'utilisateur ou votre e-mail",
    successTip: 'Votre mot de passe a été changé.',
  },
};
