import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Caricamento della pagina…',
    title: 'Inviti e premi',
    intro:
      'Condividi il tuo link. Quando gli amici si registrano con esso, ogni premio qui sotto si sblocca.',
    yourLink: 'Il tuo link di invito',
    copy: 'Copia link',
    share: 'Condividi',
    shareTitle: 'Vieni a giocare con me',
    childCount_one: 'Hai invitato {{count}} amico.',
    childCount_other: 'Hai invitato {{count}} amici.',
    loading: 'Caricamento dei tuoi premi…',
    loadFailed: 'Impossibile caricare i tuoi premi.',
    friends_one: '{{count}} amico',
    friends_other: '{{count}} amici',
    tierLabel_one: 'Premio per {{count}} amico',
    tierLabel_other: 'Premio per {{count}} amici',
    reached: 'Raggiunto',
    redeemed: 'Riscattato',
    remaining_one: 'Ne manca {{count}}',
    remaining_other: 'Ne mancano {{count}}',
    redeem: 'Riscatta',
    redeemTier_one: 'Riscatta il premio per {{count}} amico',
    redeemTier_other: 'Riscatta il premio per {{count}} amici',
    redeemFailed: 'Riscatto non riuscito',
    redeemSuccess: 'Premio riscattato: è nel tuo saldo.',
    signInFirst: 'Accedi per ottenere il tuo link di invito e i tuoi premi.',
    signIn: 'Accedi',
  },
};
