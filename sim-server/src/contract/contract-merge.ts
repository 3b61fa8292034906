import type { ContractExport, SkippedCall } from '@casino/contracts/control/contract';
import type { PactFile, PactInteraction } from '@casino/contracts/control/pact';

/**
 * Several worlds' contracts as one (`contract export --world a,b`): their interactions side by
 * side, each under its own world's provider state (a description two worlds share is told apart
 * by the state), and the union of their OpenAPI subsets.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function mergePacts(pacts: readonly PactFile[]): PactFile {
  const [first] = pacts;
  if (!first) throw new Error('No contract to merge');
  const interactions: PactInteraction[] = [];
  const keys = new Set<string>();
  const descriptions = new Set<string>();
  for (const pact of pacts)
    for (const interaction of pact.interactions) {
      const state = interaction.providerStates.map((entry) => entry.name).join(', ');
      const key = `${interaction.description}\n${state}`;
      if (keys.has(key)) continue;
      keys.add(key);
      const description = descriptions.has(interaction.description)
        ? `${interaction.description} (${state})`
        : interaction.description;
      descriptions.add(description);
      interactions.push({
        ...interaction,
        description,
        key: `${interaction.key ?? 'call'}-${interactions.length + 1}`,
      });
    }
  const scenarios = pacts.map((pact) =>
    isObject(pact.metadata.casinoSim) ? pact.metadata.casinoSim.scenario : null,
  );
  return { ...first, interactions, metadata: { ...first.metadata, casinoSim: { scenarios } } };
}

/** Objects merged key by key (the documents share one source, so a key means the same in each). */
function mergeJson(base: Json, extra: Json): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const kept = merged[key];
    merged[key] = isObject(kept) && isObject(value) ? mergeJson(kept, value) : (kept ?? value);
  }
  return merged;
}

function mergeOpenApi(documents: readonly Json[]): Json {
  const [first = {}, ...rest] = documents;
  let merged = first;
  for (const document of rest) {
    const tags = [
      ...(Array.isArray(merged.tags) ? merged.tags : []),
      ...(Array.isArray(document.tags) ? document.tags : []),
    ];
    merged = mergeJson(merged, document);
    const names = new Set<unknown>();
    merged.tags = tags.filter((tag) => isObject(tag) && !names.has(tag.name) && names.add(tag.name));
  }
  return merged;
}

export function mergeContracts(exports: readonly ContractExport[]): ContractExport {
  const skipped = new Map<string, SkippedCall>();
  for (const { skipped: list } of exports)
    for (const entry of list) skipped.set(`${entry.call} ${entry.reason}`, entry);
  return {
    pact: mergePacts(exports.map((entry) => entry.pact)),
    openapi: mergeOpenApi(exports.map((entry) => entry.openapi)),
    skipped: [...skipped.values()],
  };
}
