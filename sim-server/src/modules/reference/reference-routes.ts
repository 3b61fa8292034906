import { flagSchema } from '@casino/contracts/core/enums';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { notFound } from '../../errors';
import {
  type CountryRow,
  findCountry,
  findState,
  listCallingCodes,
  listCountries,
  listCurrencies,
  listStates,
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

/** Countries, states, calling codes, and currencies: public reference data. */
export function createReferenceHandlers(app: FastifyInstance) {
  return {
    countryListAll: ({ input }) => listCountries(app.db, input).map(toCountry),

    countryFind: ({ input }) => {
      const country = findCountry(app.db, input.isoCode2);
      if (!country) throw notFound('Country');
      return toCountry(country);
    },

    stateListAll: ({ input }) => listStates(app.db, input).map(toState),

    stateFind: ({ input }) => {
      const state = findState(app.db, input.code);
      if (!state) throw notFound('State');
      return toState(state);
    },

    callingCodeList: ({ input }) =>
      listCallingCodes(app.db, input).map((code) => ({ telNum: code.telNum, status: toFlag(code.status) })),

    currencyListAll: ({ input }) =>
      listCurrencies(app.db, input).map((row) => ({
        code: row.code,
        exchangeRate: row.exchangeRate,
        enabled: toFlag(row.enabled),
      })),
  } satisfies Partial<ApiHandlers>;
}
