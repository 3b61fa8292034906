import { contractOperations } from './contract';
import { driftOperations } from './drift';
import { journalOperations } from './journal';
import { observationOperations } from './observation';
import type { ControlAnswer, ControlInput } from './operation';
import { outcomeOperations } from './outcomes';
import { overrideOperations } from './overrides';
import { stateOperations } from './state';
import { worldOperations } from './worlds';

/**
 * Every operation of the QA control plane (`/__sim`), by name (its OpenAPI operationId). The
 * simulator's routes, the typed control client (CLI, demo panel, browser suite) and the OpenAPI
 * document all read this one object.
 */
export const controlOperations = {
  ...stateOperations,
  ...outcomeOperations,
  ...observationOperations,
  ...journalOperations,
  ...overrideOperations,
  ...driftOperations,
  ...contractOperations,
  ...worldOperations,
} as const;

export type ControlOperations = typeof controlOperations;
export type ControlOperationName = keyof ControlOperations;
/** Operations answered inside one world (the rest, `/worlds`, by the dispatcher). */
export type WorldControlName = Exclude<ControlOperationName, keyof typeof worldOperations>;
export type DispatcherControlName = keyof typeof worldOperations;
export type ControlInputOf<N extends ControlOperationName> = ControlInput<ControlOperations[N]>;
export type ControlAnswerOf<N extends ControlOperationName> = ControlAnswer<ControlOperations[N]>;
