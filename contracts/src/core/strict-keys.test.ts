import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUndeclaredKeys } from './strict-keys';

const game = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()).optional() });
const page = z.object({ content: z.array(game), total: z.number().nullable() });
const games = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index, name: `Game ${index}` }));

describe('findUndeclaredKeys', () => {
  it('finds nothing in an answer that only has declared keys', () => {
    expect(findUndeclaredKeys(page, { content: games(300), total: null })).toEqual([]);
  });

  it('names an undeclared key deep in a long list by its path', () => {
    const content: Array<Record<string, unknown>> = games(300);
    content[299] = { ...content[299], engine: 'slot' };
    expect(findUndeclaredKeys(page, { content, total: 300, extra: 1 })).toEqual([
      'content[299].engine',
      'extra',
    ]);
  });

  it('looks through optional, nullable, default, pipe, record and union schemas', () => {
    const schema = z.object({
      maybe: game.optional(),
      none: game.nullable().default(null),
      piped: z.string().pipe(z.string()),
      byName: z.record(z.string(), game),
      either: z.union([
        z.object({ kind: z.literal('a') }),
        z.object({ kind: z.literal('b'), n: z.number() }),
      ]),
    });
    const value = {
      maybe: { id: 1, name: 'a', x: 1 },
      none: { id: 2, name: 'b' },
      piped: 'text',
      byName: { one: { id: 3, name: 'c', y: 2 } },
      either: { kind: 'b', n: 1, z: 3 },
    };
    expect(findUndeclaredKeys(schema, value)).toEqual(['maybe.x', 'byName.one.y', 'either.z']);
    expect(findUndeclaredKeys(z.object({ a: z.number() }).passthrough(), { a: 1, b: 2 })).toEqual([]);
  });
});
