import { type EndpointSample, refusedFor, refusedWithout } from '../core/sample';
import type { referenceEndpoints } from './endpoints';

const state = { code: 'ENG', name: 'England', isoCode2: 'GB', enabled: 1 };

const country = { isoCode2: 'GB', enName: 'United Kingdom', status: 1 };

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const referenceSamples: Record<keyof typeof referenceEndpoints, EndpointSample> = {
  stateListAll: {
    validRequest: { enabled: 1, countryIsoCode2: 'GB' },
    validResponse: [state],
    invalidRequest: { countryIsoCode2: 'gbr' },
    invalidField: 'countryIsoCode2',
  },
  stateFind: refusedWithout('code', { code: 'ENG' }, state),
  countryListAll: refusedFor('status', 2, { status: 1 }, [country]),
  countryFind: refusedFor('isoCode2', 'G', { isoCode2: 'GB' }, country),
  callingCodeList: {
    validRequest: { status: 1, telNum_0: 'ASC' },
    validResponse: [{ telNum: '44', status: 1 }],
    invalidRequest: { telNum_0: 'UP' },
    invalidField: 'telNum_0',
  },
  currencyListAll: {
    validRequest: { exchangeRate_0: 'ASC', enabled: 1 },
    validResponse: [{ code: 'USD', exchangeRate: 1, enabled: 1 }],
    invalidRequest: { enabled: 2 },
    invalidField: 'enabled',
  },
};
