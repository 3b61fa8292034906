import type { ProxyMode } from '@casino/contracts/control/drift';
import type { WorldControlName } from '@casino/contracts/control/registry';
import { pathMatcher } from '@casino/contracts/control/scenario';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { DepositFlow, type DepositFlowValue, FLOW_METHODS } from '@casino/contracts/deposits/flows';
import { endpoints } from '@casino/contracts/registry';
import type { EndpointName } from '../api/handlers';

/**
 * What each control operation acts on in proxy mode: faults, overrides, the journal
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

/**
 * The call that makes each flow's deposit orders, which a deposit rule decides (decision 070): a
 * rule on a method acts where a call of a flow taking that method is simulated, and only there.
 */
export const ORDER_CALLS: Record<DepositFlowValue, EndpointName> = {
  card: 'creditcardDeposit',
  cattl: 'cattlDeposit',
  onlypay: 'onlyPayDeposit',
  cash: 'cashDepositOrder',
  payp: 'paypDepositOrder',
  stripe: 'stripeDepositOrder',
  paypal: 'paypalDepositOrder',
  crypto: 'cryptoDeposit',
  crypt: 'cryptDepositOrder',
};

/** The calls that can make orders of a deposit method ('*': of any). */
function depositOrderCalls(method: unknown): string[] {
  const code = typeof method === 'string' ? method.toUpperCase() : '*';
  return Object.values(DepositFlow)
    .filter((flow) => code === '*' || (FLOW_METHODS[flow] as readonly string[]).includes(code))
    .map((flow) => endpoints[ORDER_CALLS[flow]].path);
}

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
  listDepositMethods: 'read',
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
  // The journal's calls, whoever answered them; a provider state resets the simulator's own world.
  exportContract: 'every call',
  setProviderState: WORLD,
};

const contractCalls = Object.values(endpoints) as EndpointDefinition[];

/** The contract paths an operation's order acts on (a rule: its target's calls). */
function callsOf(name: WorldControlName, input: { body?: unknown; params?: unknown }, scope: Scope) {
  if (scope === 'every call') return [];
  const rule = input.body as { target?: unknown; method?: unknown } | undefined;
  if (name === 'addRule' && rule?.target !== 'withdrawal') return depositOrderCalls(rule?.method ?? '*');
  const globs = name === 'addRule' ? WITHDRAWALS : scope.calls;
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
