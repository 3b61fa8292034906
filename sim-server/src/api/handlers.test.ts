import { endpoints } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { type ApiHandlers, composeHandlers } from './handlers';

describe('the handler record over the registry', () => {
  it('refuses a call that two modules both answer', () => {
    expect(() => composeHandlers({ logout: () => null }, { logout: () => null })).toThrow(
      'logout is handled twice',
    );
  });

  it('keeps each handler under its name', () => {
    const logout = () => null;
    const login = () => undefined;
    expect(composeHandlers({ logout }, { login })).toEqual({ logout, login });
  });

  it('fails the type check for a missing or misspelt handler', () => {
    const part = composeHandlers({ logout: () => null });
    // @ts-expect-error: one handler is not a handler for every call of the registry
    const incomplete: ApiHandlers = part;
    // @ts-expect-error: `logOut` is no name of the registry
    const misspelt = { logOut: () => null } satisfies Partial<ApiHandlers>;
    // @ts-expect-error: a handler answering what its contract does not allow
    const wrongAnswer = { logout: () => 'signed out' } satisfies Partial<ApiHandlers>;
    expect([incomplete, misspelt, wrongAnswer]).toHaveLength(3);
    expect(Object.keys(endpoints)).toContain('logout');
  });
});
