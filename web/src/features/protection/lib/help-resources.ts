/*
 * Organisations that help people harmed by gambling. Names, addresses and numbers are the
 * organisations' own and are not translated; what each offers is (safer.resources.*).
 */

export interface HelpResource {
  /** Key of its description under `safer.resources` or `safer.blocking`. */
  key: string;
  name: string;
  url: string;
  phone?: { display: string; dial: string };
}

const NATIONAL_GAMBLING_HELPLINE = { display: '0808 8020 133', dial: '+448088020133' };

export const HELP_ORGANISATIONS = [
  {
    key: 'begambleaware',
    name: 'BeGambleAware',
    url: 'https://www.begambleaware.org/',
    phone: NATIONAL_GAMBLING_HELPLINE,
  },
  { key: 'gamcare', name: 'GamCare', url: 'https://www.gamcare.org.uk/', phone: NATIONAL_GAMBLING_HELPLINE },
  { key: 'gamblingTherapy', name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
  { key: 'gamblersAnonymous', name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  {
    key: 'ncpg',
    name: 'National Council on Problem Gambling',
    url: 'https://www.ncpgambling.org/',
    phone: { display: '1-800-GAMBLER (1-800-426-2537)', dial: '+18004262537' },
  },
] as const satisfies readonly HelpResource[];

export const BLOCKING_SOFTWARE = [
  { key: 'gamban', name: 'Gamban', url: 'https://gamban.com/' },
  { key: 'gamblock', name: 'GamBlock', url: 'https://www.gamblock.com/' },
] as const satisfies readonly HelpResource[];
