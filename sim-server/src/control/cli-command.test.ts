import { describe, expect, it } from 'vitest';
import { parseCommand as parseFromScript } from '../../../scripts/sim-cli';
import { parseCommand } from './cli-command';

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

  it('answers help, and explains usage mistakes', () => {
    expect(parseCommand([])).toEqual({ kind: 'help' });
    expect(parseCommand(['rules', '--help'])).toEqual({ kind: 'help' });
    expect(parseCommand(['frobnicate'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/Unknown command/),
    });
    expect(parseCommand(['load'])).toMatchObject({ kind: 'error', message: 'Missing scenario name' });
    expect(parseCommand(['clock', '+2 hours'])).toMatchObject({ kind: 'error' });
    expect(parseCommand(['withdrawals', 'advance', '3', 'sideways'])).toMatchObject({ kind: 'error' });
  });
});
