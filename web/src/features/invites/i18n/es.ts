import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Cargando la página…',
    title: 'Invitaciones y recompensas',
    intro:
      'Comparte tu enlace. Cuando tus amigos se registren con él, se desbloquea cada recompensa de abajo.',
    yourLink: 'Tu enlace de invitación',
    copy: 'Copiar enlace',
    share: 'Compartir',
    shareTitle: 'Únete y juega conmigo',
    childCount_one: 'Has invitado a {{count}} amigo.',
    childCount_other: 'Has invitado a {{count}} amigos.',
    loading: 'Cargando tus recompensas…',
    loadFailed: 'No se pudieron cargar tus recompensas.',
    friends_one: '{{count}} amigo',
    friends_other: '{{count}} amigos',
    tierLabel_one: 'Recompensa por {{count}} amigo',
    tierLabel_other: 'Recompensa por {{count}} amigos',
    reached: 'Alcanzado',
    redeemed: 'Canjeado',
    remaining_one: 'Falta {{count}}',
    remaining_other: 'Faltan {{count}}',
    redeem: 'Canjear',
    redeemTier_one: 'Canjear la recompensa por {{count}} amigo',
    redeemTier_other: 'Canjear la recompensa por {{count}} amigos',
    redeemFailed: 'Error al canjear',
    redeemSuccess: 'Recompensa canjeada: ya está en tu saldo.',
    signInFirst: 'Inicia sesión para obtener tu enlace de invitación y tus recompensas.',
    signIn: 'Iniciar sesión',
  },
};
