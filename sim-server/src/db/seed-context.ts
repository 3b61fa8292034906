/**
 * What every module's seeding step gets: the clock's time, the site's name and domain, the RNG
 * seed, and how many games the catalogue holds (SIM_GAME_COUNT).
 */
export interface SeedContext {
  now: number;
  siteName: string;
  siteDomain: string;
  seed: number;
  gameCount: number;
}
