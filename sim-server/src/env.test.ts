import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('SIM_TRUST_PROXY', () => {
  it('takes nothing, a hop count, or proxy addresses and ranges', () => {
    expect(readEnv({}).SIM_TRUST_PROXY).toBe(false);
    expect(readEnv({ SIM_TRUST_PROXY: '1' }).SIM_TRUST_PROXY).toBe(1);
    expect(readEnv({ SIM_TRUST_PROXY: '10.0.0.0/8, ::1' }).SIM_TRUST_PROXY).toBe('10.0.0.0/8,::1');
  });

  it('refuses "everyone" and what is not an address, saying what it takes', () => {
    for (const value of ['true', '*', 'nginx', '0', '10.0.0.0/8/1']) {
      expect(() => readEnv({ SIM_TRUST_PROXY: value }), value).toThrow(
        /SIM_TRUST_PROXY: Expected empty, a number/,
      );
    }
  });
});
