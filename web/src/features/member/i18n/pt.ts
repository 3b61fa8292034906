import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Dados pessoais',
    username: 'Nome de usuário',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    gender: 'Gênero',
    genders: {
      MALE: 'Masculino',
      FEMALE: 'Feminino',
    },
    countryCode: 'Código do país',
    country: 'País',
    postalCode: 'CEP',
    town: 'Cidade',
    address: 'Endereço',
    email: 'E-mail',
    mobilePrefix: 'Código de discagem',
    mobile: 'Número de celular',
    notSet: 'Não informado',
    supportNote: 'Para alterar qualquer um destes dados, entre em contato com nossa equipe de suporte.',
  },
  password: {
    title: 'Alterar senha',
    newPassword: 'Nova senha',
    repeatPassword: 'Repita a nova senha',
    change: 'Alterar',
    cancel: 'Cancelar',
    passwordTip: 'Senha obrigatória',
    passwordTip1: 'As senhas não coincidem, verifique',
    tooShort: 'A senha precisa de pelo menos 8 caracteres',
    oneCharacter: 'A senha não pode ser um único caractere repetido',
    sameAsAccount: 'A senha não pode ser o seu nome de usuário ou e-mail',
    successTip: 'Sua senha foi alterada.',
  },
};
