import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, postJson } from '../../testing/test-app';

describe('VIP levels', () => {
  it('lists the five levels from Bronze at 400 points, with rising thresholds', async () => {
    const app = await createTestApp();
    const levels = envelopeOf(await postJson(app, '/base/vipLevel/listAll', { level_0: 'ASC' })).data as {
      level: number;
      points: number;
    }[];
    expect(levels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5]);
    expect(levels[0]).toEqual({ level: 1, points: 400 });
    const points = levels.map((level) => level.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const descending = envelopeOf(await postJson(app, '/base/vipLevel/listAll', { level_0: 'DESC' }))
      .data as {
      level: number;
    }[];
    expect(descending[0]?.level).toBe(5);
  });

  it('refuses an unknown field', async () => {
    const app = await createTestApp();
    expect(envelopeOf(await postJson(app, '/base/vipLevel/listAll', { name: 'Gold' })).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });
});
