import type { OverrideInput, overrideOperations } from '@casino/contracts/control/overrides';
import { describeIssues } from '@casino/contracts/control/scenario';
import { findUndeclaredKeys } from '@casino/contracts/core/strict-keys';
import { endpoints } from '@casino/contracts/registry';
import { controlNotFound, controlRefused } from './control-http';
import type { ControlHandlers } from './control-routes';
import { pathTest } from './journal-matching';
import { patchProblems } from './override-patch';

/** The /api calls (contract path, its response schema) a pattern matches, aliases included. */
function callsMatching(pattern: string) {
  const matches = pathTest(pattern);
  return Object.values(endpoints).filter((endpoint) =>
    [endpoint.path, ...(endpoint.aliases ?? [])].some((path) => matches(`/api${path}`)),
  );
}

/**
 * Checks an override before it is stored: its path must match an /api call, and a success
 * envelope's `data`, or each field of a patch, must fit each matched call's response contract
 * (no undeclared fields, as the simulator's own answers), unless `allowInvalid` asks for a
 * broken answer. The refusal names the field: `envelope.data.balance: expected number
 * (/sys/member/wallet)`, `patch.balance: ...`.
 */
export function checkOverride(input: OverrideInput): string[] {
  const calls = callsMatching(input.path);
  if (calls.length === 0) {
    throw controlRefused(
      `path: ${input.path} matches no /api call (contract paths, such as /sys/member/wallet)`,
    );
  }
  if (input.patch && !input.allowInvalid) {
    for (const call of calls) {
      const problems = patchProblems(call.response, input.patch);
      if (problems.length > 0) {
        throw controlRefused(
          `${problems.slice(0, 8).join('; ')} (the contract of ${call.path}; send allowInvalid: true to answer it anyway)`,
        );
      }
    }
  }
  if (input.envelope && input.envelope.error === 0 && !input.allowInvalid) {
    for (const call of calls) {
      const parsed = call.response.safeParse(input.envelope.data);
      const problem = parsed.success
        ? findUndeclaredKeys(call.response, input.envelope.data)
            .map((key) => `${key}: not in the contract`)
            .join('; ')
        : describeIssues(parsed.error);
      if (problem) {
        const named = problem
          .split('; ')
          .map((part) => (/^[\w.[\]]+: /.test(part) ? `envelope.data.${part}` : `envelope.data: ${part}`))
          .join('; ');
        throw controlRefused(
          `${named} (the contract of ${call.path}; send allowInvalid: true to answer it anyway)`,
        );
      }
    }
  }
  return calls.map((call) => call.path);
}

/** Answer overrides: the next matching /api calls answer a given envelope, or a patched answer. */
export const overrideHandlers: ControlHandlers<keyof typeof overrideOperations> = {
  listOverrides: (_input, { app }) => app.simOverrides.list(),
  addOverride: ({ body }, { app }) => app.simOverrides.add(body, checkOverride(body)),
  removeOverride: ({ params }, { app }) => {
    if (!app.simOverrides.remove(params.id)) throw controlNotFound(`Override ${params.id}`);
    return { id: params.id };
  },
  removeAllOverrides: (_input, { app }) => ({ removed: app.simOverrides.clear() }),
};
