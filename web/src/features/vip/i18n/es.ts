import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'Tienda VIP',
    loading: 'Cargando la tienda VIP',
    available: 'Puntos disponibles',
    lifetime: 'Puntos acumulados',
    noPackages: 'No hay paquetes: necesitas al menos 100 puntos.',
    tableCaption: 'Paquetes VIP por nivel',
    choose: 'Elegir',
    level: 'Nivel',
    points: 'Puntos',
    bonus: 'Bono',
    packageLabel: 'Paquete {{level}}: {{points}} puntos por {{bonus}}',
    levelWarning: 'Este paquete está por encima de tu nivel VIP y no se puede canjear.',
    redeem: 'Canjear',
    redeemSuccess: 'Paquete canjeado: el bono está en tu saldo.',
  },
  vip: {
    title: 'Club VIP',
    yourStatus: 'Tu estado VIP',
    yourLevel: 'Tu nivel: {{level}}',
    noLevelYet: 'Aún no has alcanzado un nivel VIP.',
    yourPoints: 'Tus puntos: {{points}} (acumulados {{lifetime}})',
    toNext: 'Te faltan {{points}} puntos acumulados para llegar a {{level}}.',
    loading: 'Cargando los niveles VIP…',
    loadFailed: 'No se pudieron cargar los niveles VIP.',
    levelsCaption: 'Niveles VIP y los puntos acumulados que necesita cada uno',
    level: 'Nivel',
    pointsRequired: 'Puntos necesarios',
    current: 'tu nivel',
    levels: {
      bronze: 'Bronce',
      silver: 'Plata',
      gold: 'Oro',
      platinum: 'Platino',
      diamond: 'Diamante',
    },
  },
};
