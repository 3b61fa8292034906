import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'Loja VIP',
    loading: 'Carregando a loja VIP',
    available: 'Pontos disponíveis',
    lifetime: 'Pontos acumulados',
    noPackages: 'Nenhum pacote: você precisa de pelo menos 100 pontos.',
    tableCaption: 'Pacotes VIP por nível',
    choose: 'Escolher',
    level: 'Nível',
    points: 'Pontos',
    bonus: 'Bônus',
    packageLabel: 'Pacote {{level}}: {{points}} pontos por {{bonus}}',
    levelWarning: 'Este pacote está acima do seu nível VIP e não pode ser resgatado.',
    redeem: 'Resgatar',
    redeemSuccess: 'Pacote resgatado: o bônus está no seu saldo.',
  },
  vip: {
    title: 'Clube VIP',
    yourStatus: 'Seu status VIP',
    yourLevel: 'Seu nível: {{level}}',
    noLevelYet: 'Você ainda não alcançou um nível VIP.',
    yourPoints: 'Seus pontos: {{points}} (total {{lifetime}})',
    toNext: 'Faltam {{points}} pontos acumulados para chegar a {{level}}.',
    loading: 'Carregando os níveis VIP…',
    loadFailed: 'Não foi possível carregar os níveis VIP.',
    levelsCaption: 'Níveis VIP e os pontos acumulados que cada um exige',
    level: 'Nível',
    pointsRequired: 'Pontos necessários',
    current: 'seu nível',
    levels: {
      bronze: 'Bronze',
      silver: 'Prata',
      gold: 'Ouro',
      platinum: 'Platina',
      diamond: 'Diamante',
    },
  },
};
