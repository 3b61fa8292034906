import { describe, expect, it } from 'vitest';
import { type CliRequest, parseCommand } from './cli-command';

function request(argv: string[]): CliRequest {
  const parsed = parseCommand(argv);
  if (parsed.kind !== 'request') throw new Error(`not a request: ${JSON.stringify(parsed)}`);
  return parsed;
}

describe('the clock and schedule commands', () => {
  it('steps to the next event, runs until idle with its bound, and lists the schedule', () => {
    expect(request(['clock', 'next'])).toMatchObject({
      operation: 'changeClock',
      method: 'POST',
      path: '/__sim/clock',
      body: { toNextEvent: true },
    });
    expect(request(['clock', 'idle']).body).toEqual({ untilIdle: true });
    expect(request(['clock', 'idle', '--maxSteps', '20', '--horizon', '30d']).body).toEqual({
      untilIdle: true,
      maxSteps: 20,
      horizon: '30d',
    });
    expect(request(['schedule'])).toMatchObject({
      operation: 'getSchedule',
      method: 'GET',
      path: '/__sim/schedule',
    });
    // The plain clock command keeps its meaning.
    expect(request(['clock', '+2h']).body).toEqual({ advanceMs: 7_200_000 });
  });

  it('has help for each, and refuses an argument they do not take', () => {
    const next = parseCommand(['help', 'clock', 'next']);
    expect(next.kind === 'help' && next.text).toMatch(/next scheduled event/);
    const idle = parseCommand(['clock', 'idle', '--help']);
    expect(idle.kind === 'help' && idle.text).toMatch(/--maxSteps/);
    const clock = parseCommand(['help', 'clock']);
    expect(clock.kind === 'help' && clock.text).toMatch(/clock next.*clock idle/);
    expect(parseCommand(['clock', 'next', 'now'])).toMatchObject({
      kind: 'error',
      message: /Too many arguments/,
    });
  });
});
