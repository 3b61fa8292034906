import { flagSchema, memberBadgeLevelSchema } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../api/implement';
import { notFound } from '../../errors';
import {
  type CountryRow,
  findCountry,
  findState,
  listCallingCodes,
  listCountries,
  listCurrencies,
  listStates,
  listVipLevels,
  type StateRow,
} from './reference-repository';

/** Stored 0/1 columns as the contract's flag. */
export const toFlag = (value: number) => flagSchema.parse(value === 1 ? 1 : 0);

const toCountry = (row: CountryRow) => ({
  isoCode2: row.isoCode2,
  enName: row.enName,
  status: toFlag(row.status),
});
const toState = (row: StateRow) => ({
  code: row.code,
  name: row.name,
  isoCode2: row.isoCode2,
  enabled: toFlag(row.enabled),
});

/** Countries, states, calling codes, currencies and VIP levels: public reference data. */
export async function registerReferenceRoutes(app: FastifyInstance) {
  implement(app, endpoints.countryListAll, ({ input }) => listCountries(app.db, input).map(toCountry));

  implement(app, endpoints.countryFind, ({ input }) => {
    const country = findCountry(app.db, input.isoCode2);
    if (!country) throw notFound('Country');
    return toCountry(country);
  });

  implement(app, endpoints.stateListAll, ({ input }) => listStates(app.db, input).map(toState));

  implement(app, endpoints.stateFind, ({ input }) => {
    const state = findState(app.db, input.code);
    if (!state) throw notFound('State');
    return toState(state);
  });

  implement(app, endpoints.callingCodeList, ({ input }) =>
    listCallingCodes(app.db, input).map((code) => ({ telNum: code.telNum, status: toFlag(code.status) })),
  );

  implement(app, endpoints.currencyListAll, ({ input }) =>
    listCurrencies(app.db, input).map((row) => ({
      code: row.code,
      exchangeRate: row.exchangeRate,
      enabled: toFlag(row.enabled),
    })),
  );

  implement(app, endpoints.vipLevelListAll, ({ input }) =>
    listVipLevels(app.db, input).map((row) => ({
      level: memberBadgeLevelSchema.parse(row.level),
      points: row.points,
    })),
  );
}
