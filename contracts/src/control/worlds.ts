import { z } from 'zod';
import { defineControlOperation } from './operation';
import { worldSchema } from './shapes';

/** Isolated worlds: answered by the simulator's dispatcher, before any world is chosen. */
export const worldOperations = {
  listWorlds: defineControlOperation({
    method: 'GET',
    path: '/worlds',
    response: z.array(worldSchema),
    summary: 'List isolated worlds',
    scope: 'dispatcher',
  }),
  createWorld: defineControlOperation({
    method: 'POST',
    path: '/worlds',
    body: z.strictObject({ scenario: z.string().min(1).max(64).nullable().optional() }),
    response: worldSchema,
    status: 201,
    summary: 'Create an isolated world, optionally from a scenario',
    scope: 'dispatcher',
  }),
  closeWorld: defineControlOperation({
    method: 'DELETE',
    path: '/worlds/{id}',
    params: z.strictObject({
      id: z
        .string()
        .regex(/^[\w-]+$/)
        .max(64),
    }),
    response: z.object({ id: z.string() }),
    summary: 'Close an isolated world',
    scope: 'dispatcher',
  }),
} as const;
