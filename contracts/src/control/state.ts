import { z } from 'zod';
import { ProfileDocumentStatus } from '../documents/enums';
import { defineControlOperation } from './operation';
import { scenarioMemberSchema, scenarioSchema } from './scenario';
import { clockMoveAnswerSchema, clockMoveSchema, scheduleSchema } from './schedule';
import {
  controlClockSchema,
  controlMemberSchema,
  loadedScenarioSchema,
  memberDocumentsAnswerSchema,
  protectionClearedSchema,
  resetAnswerSchema,
  scenarioSummarySchema,
  settingRowSchema,
} from './shapes';

/** World state: reset, scenarios, the clock, members and settings. */

const SHORT_NAME = z.string().min(1).max(64);
const memberParams = z.strictObject({
  /** A member's numeric id or username (case-insensitive). */
  idOrUsername: z.string().min(1).max(64),
});

/** A documents review result by name, or by its number (0, 10, 20, 30). */
export const DOCUMENT_STATUS_NAMES = {
  not_uploaded: ProfileDocumentStatus.NOT_UPLOADED,
  auditing: ProfileDocumentStatus.AUDITING,
  approved: ProfileDocumentStatus.AUDIT_SUCCESS,
  rejected: ProfileDocumentStatus.AUDIT_FAILED,
} as const;

/** Flags, levels and balances QA may change (balances are targets posted to the ledger). */
export const memberChangesSchema = scenarioMemberSchema
  .omit({ username: true, documents: true, childCount: true })
  .partial();

export const stateOperations = {
  resetWorld: defineControlOperation({
    method: 'POST',
    path: '/reset',
    body: z.strictObject({ scenario: SHORT_NAME.nullable().optional() }),
    response: resetAnswerSchema,
    summary: 'Wipe this world, seed it again, optionally load a scenario',
    description: 'Also clears outcome rules, faults, the journal and the clock offset.',
  }),
  listScenarios: defineControlOperation({
    method: 'GET',
    path: '/scenarios',
    response: z.array(scenarioSummarySchema),
    summary: 'List the scenario files with their descriptions and folders',
    description:
      'fixtures/scenarios first, then each folder of SIM_SCENARIO_DIRS (a name found twice: the first).',
  }),
  loadScenario: defineControlOperation({
    method: 'POST',
    path: '/scenario',
    body: z.strictObject({ name: SHORT_NAME }),
    response: loadedScenarioSchema,
    summary:
      'Load scenario <name>.json (fixtures/scenarios, then SIM_SCENARIO_DIRS) on top of the current state',
  }),
  applyScenario: defineControlOperation({
    method: 'POST',
    path: '/scenarios/apply',
    body: z.strictObject({
      /** The scenario itself, in the files' shape (an unknown field is refused by name). */
      scenario: scenarioSchema,
      /** A name to show in the answer; `inline` when absent. */
      name: SHORT_NAME.optional(),
    }),
    response: loadedScenarioSchema,
    summary: 'Apply an inline scenario (the files’ shape) on top of the current state',
  }),
  getClock: defineControlOperation({
    method: 'GET',
    path: '/clock',
    response: controlClockSchema,
    summary: 'Read the virtual clock',
  }),
  changeClock: defineControlOperation({
    method: 'POST',
    path: '/clock',
    body: clockMoveSchema,
    response: clockMoveAnswerSchema,
    summary:
      'Set or advance the virtual clock, or move it to the next scheduled event, then run the time-driven jobs',
    description:
      'One of set, advance, advanceMs, toNextEvent (to the next event of GET /schedule) or untilIdle ' +
      '(repeat until nothing is scheduled, at most maxSteps steps, default 100, and no later than ' +
      'horizon); answers what ran, when, and the new time.',
  }),
  getSchedule: defineControlOperation({
    method: 'GET',
    path: '/schedule',
    response: scheduleSchema,
    summary: 'List what the time-driven rules will do next (orders, withdrawals, limits, breaks...)',
    description: 'Read from the state the jobs and rules act on, sorted by time.',
  }),
  readMember: defineControlOperation({
    method: 'GET',
    path: '/members/{idOrUsername}',
    params: memberParams,
    response: controlMemberSchema,
    summary: 'Read a member’s flags and balances',
  }),
  changeMember: defineControlOperation({
    method: 'PATCH',
    path: '/members/{idOrUsername}',
    params: memberParams,
    body: memberChangesSchema,
    response: controlMemberSchema,
    summary: 'Change a member’s flags, levels and balances (balances through the ledger)',
  }),
  setMemberDocuments: defineControlOperation({
    method: 'POST',
    path: '/members/{idOrUsername}/documents',
    params: memberParams,
    body: z.strictObject({
      status: z.union([
        z.enum(Object.keys(DOCUMENT_STATUS_NAMES) as [keyof typeof DOCUMENT_STATUS_NAMES]),
        z.literal(Object.values(ProfileDocumentStatus)),
      ]),
    }),
    response: memberDocumentsAnswerSchema,
    summary: 'Set the review result of a member’s submitted documents',
  }),
  clearMemberProtection: defineControlOperation({
    method: 'POST',
    path: '/members/{idOrUsername}/protection/clear',
    params: memberParams,
    response: protectionClearedSchema,
    summary: 'Lift a member’s break or self-exclusion and clear its limits and reality check',
    description: 'Player protection (ours): lets QA reuse a test account; /api can never do this.',
  }),
  listSettings: defineControlOperation({
    method: 'GET',
    path: '/settings',
    response: z.array(settingRowSchema),
    summary: 'List every settings row',
  }),
  writeSetting: defineControlOperation({
    method: 'PUT',
    path: '/settings/{name}',
    params: z.strictObject({ name: SHORT_NAME }),
    // Other keys are kept: a body without `value` is the value itself (an object setting).
    body: z.object({ value: z.unknown().optional() }).catchall(z.unknown()),
    response: settingRowSchema,
    summary: 'Write a setting: chatAvailable, accessPolicy {status, url}, contact settings...',
    description: 'The body is `{ "value": ... }`, or the value itself when it is an object.',
  }),
} as const;
