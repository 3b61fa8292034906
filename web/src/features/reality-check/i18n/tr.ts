import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Gerçeklik kontrolü',
    intro:
      '{{duration}} süredir oynuyorsunuz. Bugüne kadarki oturumunuzu gözden geçirmek için bir dakikanızı ayırın.',
    timePlayed: 'Oyun süresi',
    wagered: 'Bahis tutarı',
    net: 'Net sonuç',
    continue: 'Devam et',
    logout: 'Çıkış yap',
    gameHistory: 'Oyun geçmişinizi görün',
  },
  duration: {
    hoursMinutes: '{{hours}} sa {{minutes}} dk',
    minutes: '{{minutes}} dk',
  },
};
