import { describe, expect, it } from 'vitest';
import { callingCodeOfRegion, callingCodeRegions, regionsOfCallingCode } from './calling-codes';
import { CallingCodeSchema } from './schemas';

describe('calling codes', () => {
  it('gives each region one code, every code in the list shape', () => {
    const regions = Object.values(callingCodeRegions).flat();
    expect(new Set(regions).size).toBe(regions.length);
    for (const region of regions) expect(region).toMatch(/^[A-Z]{2}$/);
    for (const telNum of Object.keys(callingCodeRegions)) {
      expect(CallingCodeSchema.safeParse({ telNum, status: 1 }).success).toBe(true);
    }
  });

  it('answers both ways, the main region first', () => {
    expect(regionsOfCallingCode('44')).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(callingCodeOfRegion('JE')).toBe('44');
    expect(regionsOfCallingCode('999')).toEqual([]);
    expect(callingCodeOfRegion('ZZ')).toBeUndefined();
  });
});
