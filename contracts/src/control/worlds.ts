import { z } from 'zod';
import { newWorldIdSchema } from './farm';
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
    body: z.strictObject({
      scenario: z.string().min(1).max(64).nullable().optional(),
      /**
       * The new world's id chosen by the client, also sent as X-Sim-World so a farm's router
       * hashes it (decision 058); on a replica (SIM_REPLICA) it is required and the world is
       * named `<replica>_<id>`. None outside a farm: the simulator makes one.
       */
      id: newWorldIdSchema.optional(),
    }),
    response: worldSchema,
    status: 201,
    summary: 'Create an isolated world, optionally from a scenario and with a chosen id',
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
