import { z } from 'zod';
import { WithdrawalRecordSchema } from '../withdrawals/schemas';
import { faultFieldsSchema, ruleOutcomeSchema } from './scenario';

/**
 * What the control plane answers (the envelope's `data`): clocks, members, rules, faults,
 * mail, tracking events, the request journal and worlds. Money in major units, times ISO.
 */

const isoTime = z.string();

export const controlClockSchema = z.object({
  now: isoTime,
  epochMs: z.number().int(),
  /** How far the world's clock is from real time. */
  offsetMs: z.number().int(),
});

/** A member as QA sees it: flags, levels and balances. */
export const controlMemberSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  enabled: z.boolean(),
  activated: z.boolean(),
  credited: z.boolean(),
  blocked: z.boolean(),
  cashBalance: z.number(),
  bonusBalance: z.number(),
  rollingAmount: z.number(),
  vipLevel: z.number().int(),
  vipPoints: z.number().int(),
  childCount: z.number().int(),
});

export const outcomeRuleSchema = z.object({
  id: z.number().int().positive(),
  target: z.enum(['deposit', 'withdrawal']),
  /** Upper-cased method code, or '*' for every method. */
  method: z.string(),
  memberId: z.number().int().nullable(),
  /** The member's username beside the id (null: anyone). */
  username: z.string().nullable(),
  /** How many more orders the rule decides (`count` and `remaining` are the same number). */
  remaining: z.number().int(),
  count: z.number().int(),
  outcome: ruleOutcomeSchema,
  delayMs: z.number().int().nullable(),
  afterPolls: z.number().int().nullable(),
});

/** An injected fault as stored: its input, an id and how many requests it has hit. */
export const faultSchema = faultFieldsSchema.extend({
  id: z.number().int().positive(),
  hits: z.number().int().min(0),
});

export const scenarioSummarySchema = z.object({
  name: z.string(),
  /** The file's description; its problem when the file is invalid. */
  description: z.string(),
  valid: z.boolean(),
  /** The folder it was found in (fixtures/scenarios, or one of SIM_SCENARIO_DIRS). */
  source: z.string(),
});

/** What loading a scenario did. */
export const loadedScenarioSchema = z.object({
  name: z.string(),
  description: z.string(),
  members: z.array(controlMemberSchema),
  rules: z.array(outcomeRuleSchema),
  faults: z.array(faultSchema),
});

export const resetAnswerSchema = z.object({
  reset: z.literal(true),
  scenario: loadedScenarioSchema.nullable(),
  clock: controlClockSchema,
});

export const settingRowSchema = z.object({ name: z.string(), value: z.unknown() });

/** Proof file ids as stored: one id, comma-joined ids, or '' for a proof not given. */
const storedProofSchema = z.union([z.number().int(), z.string()]);

/** The documents' review result as stored, with whose they are. */
export const memberDocumentsAnswerSchema = z.object({
  username: z.string(),
  idcardProofId: storedProofSchema,
  idcardHoldProofId: storedProofSchema,
  addressProofId: storedProofSchema,
  paymentProofId: storedProofSchema,
  /** Profile document status (0 not uploaded, 10 auditing, 20 approved, 30 rejected). */
  documentStatus: z.number().int(),
});

export const protectionClearedSchema = z.object({ username: z.string(), cleared: z.literal(true) });

/** A deposit method as a rule picker shows it: its code and the name the app shows players. */
export const controlDepositMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
});

export const movedWithdrawalSchema = WithdrawalRecordSchema.extend({ memberId: z.number().int() });

export const advanceAllAnswerSchema = z.object({
  advanced: z.array(movedWithdrawalSchema),
  /** Withdrawals that could not take the status, with the reason (a paying one cannot be cancelled). */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});

export const autoProgressAnswerSchema = z.object({
  enabled: z.boolean(),
  withdrawalsChanged: z.number().int().min(0),
});

export const removedOneSchema = z.object({ id: z.union([z.number().int(), z.string()]) });
export const removedAllSchema = z.object({ removed: z.number().int().min(0) });

export const MAIL_KINDS = ['activation', 'password_reset'] as const;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The link the mail carries (activation, password reset). */
  link: z.string().nullable(),
  createTime: isoTime,
});

export const trackingEventSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  event: z.string(),
  params: z.unknown(),
  createTime: isoTime,
});

export const worldSchema = z.object({
  id: z.string(),
  scenario: z.string().nullable(),
  createTime: isoTime,
  lastUsed: isoTime,
  /** The cookie that puts a browser in this world. */
  cookie: z.string(),
});

export type ControlClock = z.infer<typeof controlClockSchema>;
export type ControlMember = z.infer<typeof controlMemberSchema>;
export type OutcomeRuleAnswer = z.infer<typeof outcomeRuleSchema>;
export type StoredFault = z.infer<typeof faultSchema>;
export type World = z.infer<typeof worldSchema>;
