import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, postForm, postJson } from '../../testing/test-app';

interface CountryAnswer {
  isoCode2: string;
  enName: string;
  status: number;
}
interface StateAnswer {
  code: string;
  name: string;
  isoCode2: string;
  enabled: number;
}

describe('countries', () => {
  it('lists every ISO 3166-1 country, and only the served ones for status 1', async () => {
    const app = await createTestApp();
    const all = envelopeOf(await postForm(app, '/base/country/listAll')).data as CountryAnswer[];
    expect(all).toHaveLength(249);
    expect(new Set(all.map((country) => country.isoCode2)).size).toBe(249);
    const served = envelopeOf(await postForm(app, '/base/country/listAll', { status: '1' }))
      .data as CountryAnswer[];
    expect(served).toHaveLength(245);
    expect(served.map((country) => country.isoCode2)).not.toContain('KP');
    expect(served.find((country) => country.isoCode2 === 'BR')).toEqual({
      isoCode2: 'BR',
      enName: 'Brazil',
      status: 1,
    });
  });

  it('sorts by the asked field, alphabetically by name otherwise', async () => {
    const app = await createTestApp();
    const byName = envelopeOf(await postForm(app, '/base/country/listAll', { status: '1' }))
      .data as CountryAnswer[];
    const names = byName.map((country) => country.enName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    const byCodeDesc = envelopeOf(await postForm(app, '/base/country/listAll', { isoCode2_0: 'DESC' }))
      .data as CountryAnswer[];
    expect(byCodeDesc[0]?.isoCode2).toBe('ZW');
  });

  it('refuses a field the list does not know', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postForm(app, '/base/country/listAll', { telNum: '44' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(body.message).toMatch(/telNum/);
  });

  it('finds one country, and says when there is none', async () => {
    const app = await createTestApp();
    expect(envelopeOf(await postJson(app, '/base/country/find', { isoCode2: 'DE' })).data).toEqual({
      isoCode2: 'DE',
      enName: 'Germany',
      status: 1,
    });
    expect(envelopeOf(await postJson(app, '/base/country/find', { isoCode2: 'ZZ' })).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );
    expect(envelopeOf(await postJson(app, '/base/country/find', { isoCode2: 'deu' })).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('states', () => {
  const stateCounts: Record<string, number> = { US: 51, CA: 13, BR: 27, MX: 32, AU: 8, DE: 16 };

  it('lists the subdivisions of a country by enabled 1 or status 1', async () => {
    const app = await createTestApp();
    for (const [country, expected] of Object.entries(stateCounts)) {
      const states = envelopeOf(
        await postJson(app, '/base/state/listAll', { enabled: 1, countryIsoCode2: country }),
      ).data as StateAnswer[];
      expect(states, country).toHaveLength(expected);
      expect(
        states.every((state) => state.isoCode2 === country && state.code.startsWith(`${country}-`)),
      ).toBe(true);
    }
    const viaStatus = envelopeOf(
      await postJson(app, '/base/state/listAll', { status: 1, countryIsoCode2: 'US' }),
    ).data as StateAnswer[];
    expect(viaStatus).toContainEqual({ code: 'US-CA', name: 'California', isoCode2: 'US', enabled: 1 });
    expect(viaStatus.map((state) => state.code)).toContain('US-DC');
  });

  it('sorts states by the asked order', async () => {
    const app = await createTestApp();
    const states = envelopeOf(
      await postJson(app, '/base/state/listAll', { countryIsoCode2: 'AU', name_0: 'DESC' }),
    ).data as StateAnswer[];
    expect(states.map((state) => state.name)[0]).toBe('Western Australia');
  });

  it('finds a state by its code', async () => {
    const app = await createTestApp();
    expect(envelopeOf(await postJson(app, '/base/state/find', { code: 'BR-SP' })).data).toEqual({
      code: 'BR-SP',
      name: 'São Paulo',
      isoCode2: 'BR',
      enabled: 1,
    });
    // A bare subdivision code is found when one country has it, refused when several do.
    expect(envelopeOf(await postJson(app, '/base/state/find', { code: 'ENG' })).data).toMatchObject({
      code: 'GB-ENG',
    });
    expect(envelopeOf(await postJson(app, '/base/state/find', { code: 'WA' })).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );
    expect(envelopeOf(await postJson(app, '/base/state/find', { code: 'XX-00' })).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );
    expect(envelopeOf(await postJson(app, '/base/state/find', { code: '' })).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });

  it('refuses a state field the list does not know', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postJson(app, '/base/state/listAll', { isoCode2: 'US' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

describe('calling codes', () => {
  it('answers each offered code once, in numeric order', async () => {
    const app = await createTestApp();
    const codes = envelopeOf(await postJson(app, '/sys/country/listTelNum', { status: 1, telNum_0: 'ASC' }))
      .data as { telNum: string; status: number }[];
    const numbers = codes.map((code) => code.telNum);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.slice(0, 3)).toEqual(['1', '7', '20']);
    expect(numbers).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
    expect(numbers).toContain('44');
    // +850 is North Korea's only: the operator does not serve it.
    expect(numbers).not.toContain('850');
    const descending = envelopeOf(await postJson(app, '/sys/country/listTelNum', { telNum_0: 'DESC' }))
      .data as { telNum: string }[];
    expect(descending[0]?.telNum).toBe('1876');
  });

  it('refuses an unknown field', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postJson(app, '/sys/country/listTelNum', { isoCode2: 'US' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

describe('currencies', () => {
  it('lists enabled currencies by exchange rate', async () => {
    const app = await createTestApp();
    const currencies = envelopeOf(
      await postJson(app, '/base/currency/listAll', { exchangeRate_0: 'ASC', enabled: 1 }),
    ).data as { code: string; exchangeRate: number; enabled: number }[];
    const codes = currencies.map((currency) => currency.code);
    expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR', 'BTC', 'BRL']));
    expect(codes[0]).toBe('BTC');
    const rates = currencies.map((currency) => currency.exchangeRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(currencies.find((currency) => currency.code === 'USD')).toEqual({
      code: 'USD',
      exchangeRate: 1,
      enabled: 1,
    });
  });

  it('filters with IN and refuses a bad sort direction', async () => {
    const app = await createTestApp();
    const picked = envelopeOf(await postJson(app, '/base/currency/listAll', { code_IN: ['EUR', 'USD'] }))
      .data as { code: string }[];
    expect(picked.map((currency) => currency.code).sort()).toEqual(['EUR', 'USD']);
    const body = envelopeOf(await postJson(app, '/base/currency/listAll', { exchangeRate_0: 'UP' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});
