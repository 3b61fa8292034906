import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'VIP-kauppa',
    loading: 'VIP-kauppaa ladataan',
    available: 'Käytettävissä olevat pisteet',
    lifetime: 'Kaikki pisteet',
    noPackages: 'Ei paketteja: tarvitset vähintään 100 pistettä.',
    tableCaption: 'VIP-paketit tasoittain',
    choose: 'Valitse',
    level: 'Taso',
    points: 'Pisteet',
    bonus: 'Bonus',
    packageLabel: '{{level}}-paketti: {{points}} pistettä, bonus {{bonus}}',
    levelWarning: 'Tämä paketti on VIP-tasosi yläpuolella, eikä sitä voi lunastaa.',
    redeem: 'Lunasta',
    redeemSuccess: 'Paketti lunastettu: bonus on saldossasi.',
  },
  vip: {
    title: 'VIP-klubi',
    yourStatus: 'VIP-tilasi',
    yourLevel: 'Tasosi: {{level}}',
    noLevelYet: 'Et ole vielä saavuttanut VIP-tasoa.',
    yourPoints: 'Pisteesi: {{points}} (yhteensä {{lifetime}})',
    toNext: 'Vielä {{points}} kokonaispistettä tasoon {{level}}.',
    loading: 'Ladataan VIP-tasoja…',
    loadFailed: 'VIP-tasoja ei voitu ladata.',
    levelsCaption: 'VIP-tasot ja kunkin vaatimat kokonaispisteet',
    level: 'Taso',
    pointsRequired: 'Vaaditut pisteet',
    current: 'tasosi',
    levels: {
      bronze: 'Pronssi',
      silver: 'Hopea',
      gold: 'Kulta',
      platinum: 'Platina',
      diamond: 'Timantti',
    },
  },
};
