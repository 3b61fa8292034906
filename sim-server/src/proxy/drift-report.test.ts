import { driftEntrySchema } from '@casino/contracts/control/drift';
import { describe, expect, it } from 'vitest';
import { DriftReport } from './drift-report';

const call = { call: 'tokenInfo', method: 'POST', path: '/sys/auth/token/info' };
const wrongBalance = {
  direction: 'answer',
  field: 'data.availableBalance',
  expected: 'number',
  received: 'string "1"',
} as const;

describe('drift report', () => {
  it('keeps one entry per distinct violation, counted, and tells the log only of new ones', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const logged: string[] = [];
    const report = new DriftReport(
      null,
      (entry) => logged.push(`${entry.call} ${entry.field}`),
      () => now,
    );
    report.record({ ...call, endpoint: 'not kept' } as typeof call, [wrongBalance]);
    now += 1000;
    report.record(call, [{ ...wrongBalance, received: 'string "2"' }]);
    report.record(call, []);
    expect(logged).toEqual(['tokenInfo data.availableBalance']);
    const [entry] = report.list();
    expect(driftEntrySchema.strict().parse(entry)).toEqual({
      ...call,
      ...wrongBalance,
      received: 'string "2"',
      firstSeen: '2026-01-01T00:00:00.000Z',
      lastSeen: '2026-01-01T00:00:01.000Z',
      count: 2,
    });
    expect([report.checked, report.failed]).toEqual([3, 2]);
    expect(report.clear()).toBe(1);
    expect(report.list()).toEqual([]);
  });
});
