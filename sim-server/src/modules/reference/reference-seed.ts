import { seedCountries, unservedCountryCodes } from '@casino/fixtures/countries';
import { seedCurrencies } from '@casino/fixtures/reference';
import { seedStates, stateCodeOf } from '@casino/fixtures/states';
import type { SimTransaction } from '../../db/database';
import { countries, currencies, states } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';

/** SQLite binds at most 32766 values per statement; rows go in chunks well below that. */
const ROWS_PER_INSERT = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    out.push(rows.slice(start, start + ROWS_PER_INSERT));
  return out;
}

/**
 * Seeds countries (all of ISO 3166-1, the unserved ones with status 0), states and currencies
 * from @casino/fixtures (deterministic).
 */
export function seedReference(tx: SimTransaction, _context: SeedContext) {
  const unserved = new Set(unservedCountryCodes);
  const countryRows = seedCountries.map(([isoCode2, enName, telNum]) => ({
    isoCode2,
    enName,
    telNum,
    status: unserved.has(isoCode2) ? 0 : 1,
  }));
  for (const chunk of chunks(countryRows)) tx.insert(countries).values(chunk).run();

  const stateRows = Object.entries(seedStates).flatMap(([isoCode2, subdivisions]) =>
    subdivisions.map(([subdivision, name]) => ({
      code: stateCodeOf(isoCode2, subdivision),
      name,
      isoCode2,
      enabled: 1,
    })),
  );
  for (const chunk of chunks(stateRows)) tx.insert(states).values(chunk).run();

  tx.insert(currencies)
    .values(seedCurrencies.map((currency) => ({ ...currency })))
    .run();
}
