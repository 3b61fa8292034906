import { type ListFields, parseListQuery } from '@casino/contracts/core/query-words';
import {
  callingCodeListFields,
  countryListFields,
  currencyListFields,
  stateListFields,
} from '@casino/contracts/reference/endpoints';
import { asc, eq, sql } from 'drizzle-orm';
import { listAll } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { countries, currencies, states } from '../../db/schema/index';

export type CountryRow = typeof countries.$inferSelect;
export type StateRow = typeof states.$inferSelect;

/**
 * With no sort asked, rows come in the order a person expects in a picker: by name, accents
 * folded (Åland Islands with the A's, not after Zimbabwe as a byte order puts it).
 */
function byNameUnlessSorted<T extends { name: string } | { enName: string }>(
  rows: T[],
  payload: object,
  fields: ListFields,
): T[] {
  if (parseListQuery(payload as Record<string, unknown>, fields).sort.length > 0) return rows;
  const nameOf = (row: T) => ('enName' in row ? row.enName : row.name);
  return rows.sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en'));
}

/** Countries by the list words; alphabetical by English name unless asked otherwise. */
export function listCountries(db: SimDb, payload: object) {
  const rows = listAll(db, countries, payload, {
    fields: countryListFields,
    columns: { isoCode2: countries.isoCode2, enName: countries.enName, status: countries.status },
    defaultOrder: [asc(countries.enName)],
  });
  return byNameUnlessSorted(rows, payload, countryListFields);
}

export function findCountry(db: SimDb, isoCode2: string): CountryRow | null {
  return db.select().from(countries).where(eq(countries.isoCode2, isoCode2)).get() ?? null;
}

/**
 * States by the list words. The client filters on `countryIsoCode2` (the state's `isoCode2`)
 * and sends `enabled 1` or `status 1`: both read the `enabled` column.
 */
export function listStates(db: SimDb, payload: object) {
  const rows = listAll(db, states, payload, {
    fields: stateListFields,
    columns: {
      code: states.code,
      name: states.name,
      countryIsoCode2: states.isoCode2,
      enabled: states.enabled,
      status: states.enabled,
    },
    defaultOrder: [asc(states.name), asc(states.code)],
  });
  return byNameUnlessSorted(rows, payload, stateListFields);
}

/**
 * A state by its full code (`US-CA`). A bare subdivision code (`CA`, as older member records
 * hold) is accepted when exactly one country has it; an ambiguous one (`WA`: Washington and
 * Western Australia) finds nothing rather than a guess.
 */
export function findState(db: SimDb, code: string): StateRow | null {
  const exact = db.select().from(states).where(eq(states.code, code)).get();
  if (exact) return exact;
  if (code.includes('-')) return null;
  const bySubdivision = db
    .select()
    .from(states)
    .where(sql`substr(${states.code}, instr(${states.code}, '-') + 1) = ${code}`)
    .limit(2)
    .all();
  return bySubdivision.length === 1 ? (bySubdivision[0] ?? null) : null;
}

/**
 * Calling codes come from the countries: several share one (+1, +44, +7), so each code is
 * answered once, enabled when any country dialling it is offered.
 */
export function listCallingCodes(db: SimDb, payload: object) {
  const rows = listAll(db, countries, payload, {
    fields: callingCodeListFields,
    columns: { telNum: countries.telNum, status: countries.status },
    defaultOrder: [asc(countries.telNum)],
  });
  const byCode = new Map<string, number>();
  for (const row of rows) {
    if (row.telNum === '') continue;
    byCode.set(row.telNum, Math.max(byCode.get(row.telNum) ?? 0, row.status));
  }
  const codes = [...byCode].map(([telNum, status]) => ({ telNum, status }));
  // Codes are digit strings; a person reads them as numbers (7 before 20 before 211).
  const sort = parseListQuery(payload as Record<string, unknown>, callingCodeListFields).sort;
  return codes.sort((a, b) => {
    for (const key of sort) {
      const difference = key.field === 'telNum' ? Number(a.telNum) - Number(b.telNum) : a.status - b.status;
      if (difference !== 0) return key.direction === 'DESC' ? -difference : difference;
    }
    return Number(a.telNum) - Number(b.telNum);
  });
}

export function listCurrencies(db: SimDb, payload: object) {
  return listAll(db, currencies, payload, {
    fields: currencyListFields,
    columns: { code: currencies.code, exchangeRate: currencies.exchangeRate, enabled: currencies.enabled },
    defaultOrder: [asc(currencies.code)],
  });
}
