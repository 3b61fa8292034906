import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Carregando a página…',
    title: 'Convites e Recompensas',
    intro: 'Compartilhe seu link. Quando amigos se cadastrarem com ele, cada recompensa abaixo é liberada.',
    yourLink: 'Seu link de convite',
    copy: 'Copiar link',
    share: 'Compartilhar',
    shareTitle: 'Venha jogar comigo',
    childCount_one: 'Você convidou {{count}} amigo.',
    childCount_other: 'Você convidou {{count}} amigos.',
    loading: 'Carregando suas recompensas…',
    loadFailed: 'Não foi possível carregar suas recompensas.',
    friends_one: '{{count}} amigo',
    friends_other: '{{count}} amigos',
    tierLabel_one: 'Recompensa por {{count}} amigo',
    tierLabel_other: 'Recompensa por {{count}} amigos',
    reached: 'Alcançado',
    redeemed: 'Resgatado',
    remaining_one: 'Falta {{count}}',
    remaining_other: 'Faltam {{count}}',
    redeem: 'Resgatar',
    redeemTier_one: 'Resgatar a recompensa por {{count}} amigo',
    redeemTier_other: 'Resgatar a recompensa por {{count}} amigos',
    redeemFailed: 'Falha no resgate',
    redeemSuccess: 'Recompensa resgatada: já está no seu saldo.',
    signInFirst: 'Entre para obter seu link de convite e suas recompensas.',
    signIn: 'Entrar',
  },
};
