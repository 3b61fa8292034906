import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { flagSchema } from '../core/enums';
import { countryCodeSchema, currencyCodeSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { CallingCodeSchema, CountrySchema, CurrencySchema, StateSchema } from './schemas';

const tags = ['reference'] as const;

/**
 * States filter on their country as `countryIsoCode2`, though a state's own field is
 * `isoCode2`; and the client sends `enabled 1` or `status 1`, so both mean "enabled".
 */
export const stateListFields = {
  code: z.string(),
  name: z.string(),
  countryIsoCode2: countryCodeSchema,
  enabled: flagSchema,
  status: flagSchema,
};
export const countryListFields = { isoCode2: countryCodeSchema, enName: z.string(), status: flagSchema };
export const callingCodeListFields = { telNum: z.string(), status: flagSchema };
export const currencyListFields = { code: currencyCodeSchema, exchangeRate: z.number(), enabled: flagSchema };

/** Countries, states, calling codes and currencies: visitors need them to sign up. */
export const referenceEndpoints = {
  stateListAll: defineEndpoint({
    path: '/base/state/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: listQuerySchema(stateListFields, { paged: false }),
    response: z.array(StateSchema),
    summary: 'States of a country',
    tags,
  }),
  stateFind: defineEndpoint({
    path: '/base/state/find',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: z.strictObject({ code: z.string().min(1).max(32) }),
    response: StateSchema,
    summary: 'One state by code',
    tags,
  }),
  countryListAll: defineEndpoint({
    path: '/base/country/listAll',
    method: 'POST',
    encoding: 'form',
    auth: 'public',
    indicator: true,
    request: listQuerySchema(countryListFields, { paged: false }),
    response: z.array(CountrySchema),
    summary: 'Countries (status 1 = offered)',
    tags,
  }),
  countryFind: defineEndpoint({
    path: '/base/country/find',
    // Spec 02 marks it JSON; spec 01 does not mark it.
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: z.strictObject({ isoCode2: countryCodeSchema }),
    response: CountrySchema,
    summary: 'One country by ISO code',
    tags,
  }),
  callingCodeList: defineEndpoint({
    path: '/sys/country/listTelNum',
    method: 'POST',
    encoding: 'json',
    // Public although under /sys: sign-up step 1 needs the mobile prefixes.
    auth: 'public',
    indicator: true,
    request: listQuerySchema(callingCodeListFields, { paged: false }),
    response: z.array(CallingCodeSchema),
    summary: 'Mobile calling codes (telNum_0 ASC)',
    tags,
  }),
  currencyListAll: defineEndpoint({
    path: '/base/currency/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: listQuerySchema(currencyListFields, { paged: false }),
    response: z.array(CurrencySchema),
    summary: 'Currencies a member may hold (exchangeRate_0 ASC)',
    tags,
  }),
} as const;
