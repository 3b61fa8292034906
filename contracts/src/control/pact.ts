import { z } from 'zod';

/**
 * The Pact V4 file the simulator writes for a backend team (`contract export`) and reads back
 * (`contract verify`): the parts of the V4 format we use, as the specification names them
 * (pact-foundation/pact-specification, version-4). Only `Synchronous/HTTP` interactions; other
 * tools' fields we do not write are let through when read.
 */

export const PACT_SPECIFICATION_VERSION = '4.0';
export const PACT_CONSUMER = 'casino-web';
export const PACT_PROVIDER = 'casino-backend';

/** One matcher: `type`, `regex`, `integer`, `number`, `boolean`, `include`, `null`... */
export const pactMatcherSchema = z.looseObject({
  match: z.string(),
  regex: z.string().optional(),
  value: z.string().optional(),
  min: z.number().int().optional(),
});

/** The matchers of one path (`$.data.balance`), all of which (AND) or one of which (OR) must hold. */
export const pactRuleSchema = z.object({
  combine: z.enum(['AND', 'OR']).default('AND'),
  matchers: z.array(pactMatcherSchema).min(1),
});

/** Rules by category (`body`, `header`, `query`, `path`), then by path or name. */
export const pactMatchingRulesSchema = z.record(z.string(), z.record(z.string(), pactRuleSchema));

/**
 * A value the verifier puts in at replay time: `ProviderState` takes it from what the provider
 * state's setup answered (`${token}`), so no secret or card datum is ever written in the file.
 */
export const pactGeneratorSchema = z.looseObject({ type: z.string(), expression: z.string().optional() });
export const pactGeneratorsSchema = z.record(z.string(), z.record(z.string(), pactGeneratorSchema));

export const pactBodySchema = z.object({
  content: z.unknown(),
  contentType: z.string().optional(),
  encoded: z.union([z.boolean(), z.string()]).default(false),
});

const multiValues = z.record(z.string(), z.array(z.string()));

export const pactRequestSchema = z.object({
  method: z.string(),
  path: z.string(),
  query: multiValues.optional(),
  headers: multiValues.optional(),
  body: pactBodySchema.optional(),
  matchingRules: pactMatchingRulesSchema.optional(),
  generators: pactGeneratorsSchema.optional(),
});

export const pactResponseSchema = z.object({
  status: z.number().int(),
  headers: multiValues.optional(),
  body: pactBodySchema.optional(),
  matchingRules: pactMatchingRulesSchema.optional(),
});

export const pactProviderStateSchema = z.object({
  name: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

export const pactInteractionSchema = z.looseObject({
  type: z.literal('Synchronous/HTTP', {
    error: 'Only Synchronous/HTTP interactions are verified here (the file has another type)',
  }),
  key: z.string().optional(),
  description: z.string(),
  pending: z.boolean().default(false),
  providerStates: z.array(pactProviderStateSchema).default([]),
  request: pactRequestSchema,
  response: pactResponseSchema,
  comments: z.record(z.string(), z.unknown()).optional(),
});

export const pactFileSchema = z.looseObject({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(pactInteractionSchema),
  metadata: z.looseObject({
    pactSpecification: z.object({
      version: z.string().regex(/^4(\.\d+)*$/, 'a Pact V4 file (metadata.pactSpecification.version "4.0")'),
    }),
  }),
});

export type PactMatcher = z.infer<typeof pactMatcherSchema>;
export type PactRule = z.infer<typeof pactRuleSchema>;
export type PactMatchingRules = z.infer<typeof pactMatchingRulesSchema>;
export type PactGenerators = z.infer<typeof pactGeneratorsSchema>;
export type PactBody = z.infer<typeof pactBodySchema>;
export type PactRequest = z.infer<typeof pactRequestSchema>;
export type PactResponse = z.infer<typeof pactResponseSchema>;
export type PactInteraction = z.infer<typeof pactInteractionSchema>;
export type PactFile = z.infer<typeof pactFileSchema>;
