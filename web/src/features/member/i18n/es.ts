import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Datos personales',
    username: 'Nombre de usuario',
    firstName: 'Nombre',
    lastName: 'Apellido',
    gender: 'Género',
    genders: {
      MALE: 'Masculino',
      FEMALE: 'Femenino',
    },
    countryCode: 'Código de país',
    country: 'País',
    postalCode: 'Código postal',
    town: 'Ciudad',
    address: 'Dirección',
    email: 'Correo electrónico',
    mobilePrefix: 'Prefijo móvil',
    mobile: 'Número de móvil',
    notSet: 'No indicado',
    supportNote: 'Para cambiar cualquiera de estos datos, contacta con nuestro equipo de soporte.',
  },
  password: {
    title: 'Cambiar contraseña',
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repite la nueva contraseña',
    change: 'Cambiar',
    cancel: 'Cancelar',
    passwordTip: 'Contraseña obligatoria',
    passwordTip1: 'Las contraseñas no coinciden, revísalas',
    tooShort: 'La contraseña necesita al menos 8 caracteres',
    oneCharacter: 'La contraseña no puede ser un solo carácter repetido',
    sameAsAccount: 'La contraseña no puede ser tu nombre de usuario ni tu correo electrónico',
    successTip: 'Tu contraseña se ha cambiado.',
  },
};
