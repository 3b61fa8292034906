import { createControlClient } from '@casino/contracts/control/client';
import { controlOperations } from '@casino/contracts/control/registry';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { describe, expect, it, vi } from 'vitest';
import { main, parseCommand as parseFromScript } from '../../../scripts/sim-cli';
import { createTestApp } from '../testing/test-app';
import { parseCommand } from './cli-command';
import { COMMANDS } from './cli-commands';
import { TEST_CONTROL_KEY } from './control-test-support';

const request = (argv: string[], env: Record<string, string> = {}) => {
  const parsed = parseCommand(argv, env);
  if (parsed.kind !== 'request') throw new Error(`expected a request, got ${JSON.stringify(parsed)}`);
  return parsed;
};

describe('sim CLI argument parsing', () => {
  it('defaults the url and key, and takes them from options or the environment', () => {
    expect(request(['rules'])).toMatchObject({
      url: 'http://localhost:8080',
      key: 'local-qa-key',
      world: null,
    });
    expect(request(['rules'], { SIM_CONTROL_KEY: 'from-env-key' }).key).toBe('from-env-key');
    expect(request(['rules', '--url', 'http://sim:9000/', '--key=k-123456', '--world', 'w-1'])).toMatchObject(
      {
        url: 'http://sim:9000',
        key: 'k-123456',
        world: 'w-1',
        method: 'GET',
        path: '/__sim/rules',
      },
    );
  });

  it('maps scenario, world and reset commands', () => {
    expect(request(['load', 'declined-card'])).toMatchObject({
      path: '/__sim/scenario',
      body: { name: 'declined-card' },
    });
    expect(request(['reset'])).toMatchObject({ method: 'POST', path: '/__sim/reset', body: {} });
    expect(request(['reset', 'chat-offline']).body).toEqual({ scenario: 'chat-offline' });
    expect(request(['world', 'new', 'rich-member'])).toMatchObject({
      path: '/__sim/worlds',
      body: { scenario: 'rich-member' },
    });
    expect(request(['worlds'])).toMatchObject({ method: 'GET', path: '/__sim/worlds' });
  });

  it('builds a rule with count, member, delay and polls', () => {
    expect(
      request([
        'rule',
        'deposit',
        'VISA_MASTERCARD_1',
        'failed',
        '--count',
        '2',
        '--member',
        'demo',
        '--delay',
        '5s',
      ]).body,
    ).toEqual({
      target: 'deposit',
      method: 'VISA_MASTERCARD_1',
      outcome: 'failed',
      count: 2,
      username: 'demo',
      delayMs: 5000,
    });
    expect(request(['rule', 'withdrawal', '*', 'never', '--member', '7', '--polls', '3']).body).toMatchObject(
      {
        memberId: 7,
        afterPolls: 3,
      },
    );
    expect(request(['clear-rules'])).toMatchObject({ method: 'DELETE', path: '/__sim/rules' });
  });

  it('reads, advances and sets the clock', () => {
    expect(request(['clock'])).toMatchObject({ method: 'GET', path: '/__sim/clock' });
    expect(request(['clock', '+2h']).body).toEqual({ advanceMs: 7_200_000 });
    expect(request(['clock', '-1d']).body).toEqual({ advanceMs: -86_400_000 });
    expect(request(['clock', '2030-01-07T10:00:00Z']).body).toEqual({ set: '2030-01-07T10:00:00.000Z' });
  });

  it('advances withdrawals by name or number, one or all', () => {
    expect(request(['withdrawals', 'advance', '12', 'completed'])).toMatchObject({
      path: '/__sim/withdrawals/12/advance',
      body: { status: 40 },
    });
    expect(request(['withdrawals', 'advance', 'all', '10'])).toMatchObject({
      path: '/__sim/withdrawals/advance-all',
      body: { status: 10 },
    });
    expect(request(['withdrawals', 'auto', 'off']).body).toEqual({ enabled: false });
  });

  it('patches a member with typed values, or reads it without options', () => {
    expect(
      request(['member', 'demo', '--blocked', 'true', '--cash', '120.5', '--vip-level', '3', '--credited']),
    ).toMatchObject({
      method: 'PATCH',
      path: '/__sim/members/demo',
      body: { blocked: true, cashBalance: 120.5, vipLevel: 3, credited: true },
    });
    expect(request(['member', 'demo'])).toMatchObject({ method: 'GET', path: '/__sim/members/demo' });
  });

  it("clears a member's player protection", () => {
    expect(request(['protection-clear', 'demo'])).toMatchObject({
      method: 'POST',
      path: '/__sim/members/demo/protection/clear',
    });
    expect(() => request(['protection-clear'])).toThrow(/username/);
  });

  it('writes settings from JSON or bare text', () => {
    expect(request(['setting', 'chatAvailable', 'false'])).toMatchObject({
      method: 'PUT',
      path: '/__sim/settings/chatAvailable',
      body: { value: false },
    });
    expect(request(['setting', 'accessPolicy', '{"status":0,"url":"https://x.example"}']).body).toEqual({
      value: { status: 0, url: 'https://x.example' },
    });
    expect(request(['setting', 'telegramLink', 'https://t.me/qa']).body).toEqual({
      value: 'https://t.me/qa',
    });
  });

  it('builds faults: latency, ranges, error codes (negative too), 500 and drop', () => {
    expect(request(['fault', '/api/sys/deposit/*', '--latency', '2000']).body).toEqual({
      pathPattern: '/api/sys/deposit/*',
      latencyMs: 2000,
    });
    expect(request(['fault', '/api/**', '--latency', '1000-3000']).body).toMatchObject({
      latencyRange: [1000, 3000],
    });
    expect(request(['fault', '/api/sys/**', '--error', '-2', '--count', '1']).body).toEqual({
      pathPattern: '/api/sys/**',
      error: { code: -2 },
      count: 1,
    });
    expect(request(['fault', '/api/**', '--drop']).body).toMatchObject({ drop: true });
    expect(request(['fault', '/api/**', '--http500', '--probability', '0.5']).body).toMatchObject({
      http500: true,
      probability: 0.5,
    });
  });

  it('reads the outbox, latest and filtered', () => {
    expect(request(['outbox', '--to', 'a@b.example', '--latest']).path).toBe(
      '/__sim/outbox/latest?to=a%40b.example',
    );
    expect(request(['outbox']).path).toBe('/__sim/outbox');
  });

  it('is what scripts/sim-cli.ts runs (importing the script runs nothing)', () => {
    expect(parseFromScript).toBe(parseCommand);
  });

  it('takes the HTTP field names as options, durations as values, and the short aliases too', () => {
    const byField = request([
      'rule',
      'deposit',
      'CATTL',
      'failed',
      '--username',
      'demo',
      '--count',
      '3',
      '--delayMs',
      '30s',
      '--afterPolls=2',
    ]);
    expect(byField).toMatchObject({ operation: 'addRule', method: 'POST', path: '/__sim/rules' });
    expect(byField.body).toEqual({
      target: 'deposit',
      method: 'CATTL',
      outcome: 'failed',
      username: 'demo',
      count: 3,
      delayMs: 30_000,
      afterPolls: 2,
    });
    const byAlias = request(['rule', 'deposit', 'CATTL', 'failed', '--member', 'demo', '--count', '3']);
    expect(byAlias.body).toEqual(
      request(['rule', 'deposit', 'CATTL', 'failed', '--username', 'demo', '--count', '3']).body,
    );
    expect(request(['rule', 'deposit', '*', 'never', '--delayMs', '1500']).body).toMatchObject({
      delayMs: 1500,
    });
    expect(
      request(['member', 'demo', '--cashBalance', '250', '--blocked', 'true', '--password', '123456']).body,
    ).toEqual({ cashBalance: 250, blocked: true, password: '123456' });
    expect(request(['member', 'demo', '--cash', '250']).body).toEqual({ cashBalance: 250 });
  });

  it('builds faults from their HTTP fields, with friendly values', () => {
    expect(
      request(['fault', '/api/**', '--latencyMs', '2s', '--error', '{"code":-2,"message":"Sign in"}']).body,
    ).toEqual({ pathPattern: '/api/**', latencyMs: 2000, error: { code: -2, message: 'Sign in' } });
    expect(request(['fault', '/api/**', '--latencyRange', '1s-3s']).body).toMatchObject({
      latencyRange: [1000, 3000],
    });
    expect(request(['fault', '/api/**', '--latencyRange', '[100,200]']).body).toMatchObject({
      latencyRange: [100, 200],
    });
    expect(request(['fault', '/api/**', '--error', '-2', '--message', 'Sign in']).body).toMatchObject({
      error: { code: -2, message: 'Sign in' },
    });
  });

  it('finds the simulator from --url, SIM_URL or PORT, and the world from --world or SIM_WORLD', () => {
    expect(request(['clock'], { PORT: '9123' }).url).toBe('http://localhost:9123');
    expect(request(['clock'], { PORT: '9123', SIM_URL: 'http://sim.test:81/' }).url).toBe(
      'http://sim.test:81',
    );
    expect(request(['clock', '--url', 'http://other:1'], { SIM_URL: 'http://sim.test:81' }).url).toBe(
      'http://other:1',
    );
    expect(request(['clock'], { SIM_WORLD: 'w-env' }).world).toBe('w-env');
    expect(request(['clock', '--world', 'w-flag'], { SIM_WORLD: 'w-env' }).world).toBe('w-flag');
    // Set but empty is unset, as a shell's `SIM_URL= npm run sim ...` means it.
    expect(request(['clock'], { SIM_URL: '', PORT: '8197', SIM_WORLD: '' })).toMatchObject({
      url: 'http://localhost:8197',
      world: null,
    });
  });

  it('sends any operation by its operationId with call', () => {
    expect(
      request(['call', 'addRule', '{"target":"deposit","method":"CATTL","outcome":"failed"}']),
    ).toMatchObject({
      operation: 'addRule',
      path: '/__sim/rules',
      body: { target: 'deposit', method: 'CATTL', outcome: 'failed' },
    });
    expect(request(['call', 'removeRule', '--id', '4'])).toMatchObject({
      method: 'DELETE',
      path: '/__sim/rules/4',
    });
    expect(request(['call', 'listJournal', '--path', '/sys/deposit'])).toMatchObject({
      path: '/__sim/journal?path=%2Fsys%2Fdeposit',
    });
    expect(parseCommand(['call', 'makeCoffee'])).toMatchObject({
      kind: 'error',
      message: /Unknown operation/,
    });
    expect(parseCommand(['call', 'addRule', 'not json'])).toMatchObject({ kind: 'error', message: /JSON/ });
  });

  it('reads every boolean option alone or with true/false after it or after = (node:util parseArgs)', () => {
    const drop = { pathPattern: '/api/**', drop: true, count: 1 };
    expect(request(['fault', '/api/**', '--drop', '--count', '1']).body).toEqual(drop);
    expect(request(['fault', '/api/**', '--drop', 'true', '--count', '1']).body).toEqual(drop);
    expect(request(['fault', '/api/**', '--drop=true', '--count', '1']).body).toEqual(drop);
    expect(request(['fault', '/api/**', '--count', '1', '--drop', 'true']).body).toEqual(drop);
    expect(request(['fault', '/api/**', '--http500', 'true', '--signedIn']).body).toEqual({
      pathPattern: '/api/**',
      http500: true,
      signedIn: true,
    });
    expect(request(['fault', '/api/**', '--drop', '--signedIn', 'false']).body).toMatchObject({
      signedIn: false,
    });
    expect(request(['fault', '/api/**', '--drop', '--signedIn=false']).body).toMatchObject({
      signedIn: false,
    });
    expect(request(['member', 'demo', '--blocked', '--credited', 'false']).body).toEqual({
      blocked: true,
      credited: false,
    });
    expect(request(['outbox', '--latest', 'true']).operation).toBe('latestMail');
    expect(request(['rules', '--json', 'true']).json).toBe(true);
    expect(request(['rules', '--json', 'false']).json).toBe(false);
    expect(parseCommand(['fault', '/api/**', '--drop', 'false'])).toMatchObject({
      kind: 'error',
      message: '--drop is a flag: --drop or --drop true, not false',
    });
    // A value that starts with a dash is still a value, and a negative duration an argument.
    expect(request(['fault', '/api/**', '--error', '-2']).body).toMatchObject({ error: { code: -2 } });
    expect(request(['clock', '-1d']).body).toEqual({ advanceMs: -86_400_000 });
    expect(parseCommand(['fault', '/api/**', '--count', '--drop'])).toMatchObject({
      kind: 'error',
      message: '--count needs a value',
    });
  });

  it('refuses what it does not understand, naming it, instead of ignoring it', () => {
    expect(parseCommand(['rule', 'deposit', 'CATTL', 'failed', '--dealy', '5s'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/Unknown option --dealy for rule \(fields: .*delayMs/),
    });
    expect(parseCommand(['member', 'demo', '--blocked', 'maybe'])).toMatchObject({
      kind: 'error',
      message: '--blocked takes true or false (or stands alone), not maybe',
    });
    expect(parseCommand(['rule', 'deposit', 'CATTL', 'failed', '--delayMs', 'soon'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/--delayMs must be a number of milliseconds or a duration/),
    });
    expect(parseCommand(['load'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/Missing <name>/),
    });
    expect(parseCommand(['load', 'a', 'b'])).toMatchObject({ kind: 'error', message: /Too many arguments/ });
    expect(parseCommand(['world'])).toMatchObject({ kind: 'error', message: /world new \| world delete/ });
    expect(parseCommand(['frobnicate'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/Unknown command/),
    });
    expect(parseCommand(['clock', '+2 hours'])).toMatchObject({ kind: 'error' });
    expect(parseCommand(['withdrawals', 'advance', '3', 'sideways'])).toMatchObject({ kind: 'error' });
  });
});

describe('sim CLI help', () => {
  const help = (argv: string[]) => {
    const parsed = parseCommand(argv);
    if (parsed.kind !== 'help') throw new Error(`expected help, got ${JSON.stringify(parsed)}`);
    return parsed.text;
  };

  it('lists every command with its HTTP call and fields, and where the simulator is found', () => {
    const text = help(['--help']);
    expect(help([])).toBe(text);
    expect(help(['help'])).toBe(text);
    for (const spec of COMMANDS) {
      const { method, path } = controlOperations[spec.operation];
      expect(text).toContain(`  ${spec.name}`);
      expect(text).toContain(`${method} /__sim${path}`);
    }
    expect(text).toContain('POST /__sim/rules {target, method?, memberId?, username?, count?,');
    for (const name of ['SIM_URL', '$PORT', 'SIM_WORLD', 'SIM_CONTROL_KEY', '--world'])
      expect(text).toContain(name);
  });

  it('reaches every operation of the contracts: by a command, or by call (listed in the help)', () => {
    const text = help(['--help']);
    const covered = new Set(COMMANDS.flatMap((spec) => [spec.operation, ...(spec.also ?? [])]));
    for (const name of Object.keys(controlOperations)) {
      if (!covered.has(name as never))
        expect(text).toMatch(new RegExp(`no command of their own:[^)]*${name}`));
    }
    const callText = help(['help', 'call']);
    for (const name of Object.keys(controlOperations)) expect(callText).toContain(name);
  });

  it('explains one command: each field, where it comes from, the aliases and an example', () => {
    const text = help(['help', 'rule']);
    expect(help(['rule', '--help'])).toBe(text);
    expect(text).toContain('POST /__sim/rules');
    expect(text).toMatch(/target\*\s+1st argument/);
    expect(text).toMatch(/delayMs\s+--delayMs <ms or 30s>/);
    expect(help(['help', 'member'])).toMatch(/cashEntryType\s+--cashEntryType <DEPOSIT\|BENEFITS>/);
    expect(text).toContain('--delay = --delayMs');
    expect(text).toContain('Example: npm run sim -- rule deposit');
    expect(help(['help', 'fault'])).toMatch(/drop\s+--drop\n/);
    expect(help(['help', 'withdrawals'])).toContain('withdrawals auto <on|off>');
    expect(parseCommand(['help', 'nothing'])).toMatchObject({ kind: 'error', message: /No command nothing/ });
  });

  it('gives examples that parse', () => {
    for (const spec of COMMANDS) {
      const argv = spec.example.match(/'[^']*'|\S+/g)?.map((word) => word.replace(/^'|'$/g, '')) ?? [];
      expect(parseCommand(argv), spec.example).toMatchObject({ kind: 'request' });
    }
  });
});

describe('sim CLI against a running simulator', () => {
  it('sends the command, prints the answer, and exits 0, 1 on a refusal, 2 on a usage mistake', async () => {
    const app = await createTestApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const printed: string[] = [];
    const errors: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    const env = { SIM_URL: address };
    try {
      expect(await main(['rule', 'deposit', 'CATTL', 'failed', '--count', '3', '--delayMs', '2s'], env)).toBe(
        0,
      );
      expect(JSON.parse(printed.at(-1) ?? '')).toMatchObject({ method: 'CATTL', count: 3, delayMs: 2000 });
      expect(await main(['rules', '--json'], env)).toBe(0);
      expect(JSON.parse(printed.at(-1) ?? '')).toMatchObject({ error: 0, data: [{ method: 'CATTL' }] });
      expect(await main(['member', 'nobody-here'], env)).toBe(1);
      expect(errors.at(-1)).toMatch(/^Refused \(\d+\): /);
      expect(await main(['rule', 'deposit'], env)).toBe(2);
      expect(await main(['clock'], { SIM_URL: 'http://127.0.0.1:9' })).toBe(1);
      expect(errors.at(-1)).toMatch(/Cannot reach the simulator at http:\/\/127.0.0.1:9/);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('sim CLI verify (a CI step can fail on it)', () => {
  it('exits 0 when the call was made, 1 with the near misses when not, 2 on a usage mistake', async () => {
    const app = await createTestApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const errors: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    const env = { SIM_URL: address };
    try {
      await app.inject({ method: 'POST', url: '/api/sys/ipinfoCloudFlare', headers: { 'x-fe-lang': 'de' } });
      const path = '/sys/ipinfoCloudFlare';
      expect(await main(['verify', path, '--count', '1'], env)).toBe(0);
      expect(await main(['verify', `{"path":"${path}","headers":{"X-FE-LANG":"de"}}`], env)).toBe(0);
      expect(await main(['verify', path, '--headers', '{"X-FE-LANG":"fr"}', '--count', '1'], env)).toBe(1);
      expect(errors.at(-1)).toMatch(/^Not verified: expected exactly 1 call\(s\), found 0\.\nNear misses/);
      expect(errors.at(-1)).toMatch(/headers.x-fe-lang: expected "fr", got "de"/);
      // The generic call of the same operation fails the step too.
      expect(await main(['call', 'verifyJournal', `{"path":"${path}","count":2}`], env)).toBe(1);
      expect(await main(['call', 'verifyJournal', `{"path":"${path}","count":1}`], env)).toBe(0);
      expect(await main(['verify', path, '--cuont', '1'], env)).toBe(2);
      expect(errors.at(-1)).toMatch(/^Unknown option --cuont for verify \(fields: .*count/);
      expect(await main(['verify', '{not json'], env)).toBe(2);
      // The contract's own checks answer 400: refused, not a verdict.
      expect(await main(['verify', path, '--count', '1', '--atLeast', '1'], env)).toBe(1);
      expect(errors.at(-1)).toMatch(/^Refused \(\d+\): .*count/);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("the CLI's and the typed client's words agree, and docs/qa.md's examples work", () => {
  it('casino-sim --bogus is a usage error: exit 2, the usage on stderr, nothing sent', async () => {
    const printed: string[] = [];
    const errors: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    try {
      expect(await main(['--bogus'], { SIM_URL: 'http://127.0.0.1:9' }, 'casino-sim')).toBe(2);
      expect(errors.at(-1)).toMatch(/^Unknown option --bogus\nUsage: casino-sim <command> /);
      expect(await main(['--json'], {}, 'casino-sim')).toBe(2);
      expect(errors.at(-1)).toMatch(/^--json needs a command\nUsage: /);
      expect(printed).toEqual([]);
      // The help is still asked for with --help, -h or nothing.
      expect(await main(['--help'], {}, 'casino-sim')).toBe(0);
      expect(await main([], {}, 'casino-sim')).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("documents demo approved (docs/qa.md's example) approves the seeded member's documents", async () => {
    const app = await createTestApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(['documents', 'demo', 'approved'], { SIM_URL: address })).toBe(0);
      expect(JSON.parse(printed.at(-1) ?? '')).toMatchObject({ username: 'demo', documentStatus: 20 });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("the typed client's advanceWithdrawal takes the status names the CLI takes", async () => {
    const app = await createTestApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = createControlClient({ baseUrl: address, key: TEST_CONTROL_KEY });
    await client.call('loadScenario', { name: 'pending-withdrawals' });
    const [first, second] = (await client.call('advanceAllWithdrawals', { status: 'passed' })).advanced;
    expect(first).toBeDefined();
    expect((await client.call('advanceWithdrawal', { id: first?.id ?? 0, status: 'paid' })).status).toBe(
      WithdrawStatus.PAID,
    );
    expect(request(['withdrawals', 'advance', String(second?.id), 'PAID']).body).toEqual({ status: 30 });
    const refused = await client.send('advanceWithdrawal', {
      id: first?.id ?? 0,
      status: 'sideways' as never,
    });
    expect(refused.status).toBe(400);
  });
});
