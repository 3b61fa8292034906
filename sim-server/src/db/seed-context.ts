/** What every module's seeding step gets: the clock's time, the site's name and domain, the RNG seed. */
export interface SeedContext {
  now: number;
  siteName: string;
  siteDomain: string;
  seed: number;
}
