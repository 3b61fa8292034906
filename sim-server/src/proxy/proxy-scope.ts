import type { ProxyMode } from '@casino/contracts/control/drift';
import type { WorldControlName } from '@casino/contracts/control/registry';
import { pathMatcher } from '@casino/contracts/control/scenario';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { endpoints } from '@casino/contracts/registry';

/**
 * What each control operation acts on in proxy mode (issue 27): faults, overrides, the journal
 * and the drift report act on every `/api` call, whoever answers it; everything else orders the
 * simulator's own world (its members, orders, withdrawals, settings, clock), which only calls in
 * `simulate` mode see. Such an order is refused, changing nothing, unless one of the calls it
 * acts on is simulated, rather than accepted and then ignored by the backend. Reads and removals
 * are always answered: they order nothing.
 */
type Scope =
  | 'every call'
  | {
      /** Why it cannot act on the backend's answers, for the refusal. */
      what: string;
      /** Contract paths (globs) whose simulated answers see it; absent: any simulated call. */
      calls?: readonly string[];
    };

/** Calls that create a deposit order (what a deposit rule decides) and a withdrawal. */
const DEPOSIT_ORDERS = ['/sys/deposit/*/deposit*'];
const WITHDRAWALS = ['/sys/withdraw/**', '/sys/withdrawQuery/**'];
const WORLD: Scope = { what: "it changes the simulator's own world (members, balances, settings, orders)" };
const WITHDRAWAL_STATE: Scope = { what: "it moves the simulator's own withdrawals", calls: WITHDRAWALS };

export const PROXY_SCOPES: Record<WorldControlName, Scope | 'read'> = {
  listScenarios: 'read',
  getClock: 'read',
  getSchedule: 'read',
  readMember: 'read',
  listSettings: 'read',
  listRules: 'read',
  removeRule: 'read',
  removeAllRules: 'read',
  listOutbox: 'read',
  latestMail: 'read',
  listTracking: 'read',
  // Clears faults, overrides and the journal, which act on proxied calls (with a scenario: WORLD).
  resetWorld: 'every call',
  loadScenario: WORLD,
  applyScenario: WORLD,
  changeClock: { what: "it moves the simulator's own clock" },
  changeMember: WORLD,
  setMemberDocuments: WORLD,
  clearMemberProtection: WORLD,
  writeSetting: WORLD,
  addRule: { what: "an outcome rule decides the simulator's own orders, never the backend's payment" },
  advanceWithdrawal: WITHDRAWAL_STATE,
  advanceAllWithdrawals: WITHDRAWAL_STATE,
  setWithdrawalAutoProgress: WITHDRAWAL_STATE,
  listFaults: 'every call',
  addFault: 'every call',
  removeFault: 'every call',
  removeAllFaults: 'every call',
  listJournal: 'every call',
  verifyJournal: 'every call',
  clearJournal: 'every call',
  listOverrides: 'every call',
  addOverride: 'every call',
  removeOverride: 'every call',
  removeAllOverrides: 'every call',
  readDrift: 'every call',
  clearDrift: 'every call',
};

const contractCalls = Object.values(endpoints) as EndpointDefinition[];

/** The contract paths an operation's order acts on (a rule: its target's calls). */
function callsOf(name: WorldControlName, input: { body?: unknown; params?: unknown }, scope: Scope) {
  if (scope === 'every call') return [];
  const target = (input.body as { target?: unknown } | undefined)?.target;
  const globs = name === 'addRule' ? (target === 'withdrawal' ? WITHDRAWALS : DEPOSIT_ORDERS) : scope.calls;
  if (!globs) return contractCalls.map((call) => call.path);
  const matchers = globs.map(pathMatcher);
  return contractCalls.map((call) => call.path).filter((path) => matchers.some((m) => m.test(path)));
}

const INSTEAD =
  'Use a fault (npm run sim -- fault <path> --error <code>) or an override (POST /__sim/overrides) ' +
  'to change what the backend answers, or simulate those calls (SIM_PROXY_MODES=<glob>=simulate)';

/**
 * Why this operation is refused in proxy mode, or null when it acts (or there is no proxy).
 * `modeOf` is the link's: the mode of a contract path.
 */
export function proxyRefusal(
  name: WorldControlName,
  input: { body?: unknown; params?: unknown },
  modeOf: ((path: string) => ProxyMode) | null,
): string | null {
  const withScenario = name === 'resetWorld' && (input.body as { scenario?: unknown } | undefined)?.scenario;
  const scope: Scope | 'read' = withScenario ? WORLD : PROXY_SCOPES[name];
  if (!modeOf || scope === 'read' || scope === 'every call') return null;
  const calls = callsOf(name, input, scope);
  if (calls.some((path) => modeOf(path) === 'simulate')) return null;
  const where =
    scope.calls || name === 'addRule'
      ? ` (${calls.slice(0, 4).join(', ')}${calls.length > 4 ? ', ...' : ''})`
      : '';
  return (
    `Proxy mode: ${name} refused, nothing changed: ${scope.what}, and the calls that would show it${where} ` +
    `are answered by the backend or a recording (SIM_PROXY_MODES). ${INSTEAD}.`
  );
}
