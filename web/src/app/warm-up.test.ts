import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { markFirstScreenSettled } from '../shared/lib/first-screen';
import { STORAGE_KEYS } from '../shared/storage/app-storage';
import { warmUpLikelyNext } from './warm-up';

describe('warm-up after the first screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first screen to be drawn', () => {
    vi.useFakeTimers();
    try {
      const idle = vi.fn();
      vi.stubGlobal('requestIdleCallback', idle);
      warmUpLikelyNext();
      expect(idle).not.toHaveBeenCalled();
      markFirstScreenSettled();
      expect(idle).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the sign-in texts only once the page is idle', async () => {
    window.localStorage.clear();
    let idleTask: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idleTask = task;
      return 1;
    });
    const load = vi.spyOn(i18n, 'loadNamespaces');
    warmUpLikelyNext();
    expect(load).not.toHaveBeenCalled();
    idleTask?.();
    expect(load).toHaveBeenCalledWith('auth');
    await waitFor(() => expect(i18n.hasLoadedNamespace('auth')).toBe(true));
  });

  it('warms only the side drawer for a member with a stored session', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const load = vi.spyOn(i18n, 'loadNamespaces');
    warmUpLikelyNext();
    expect(idle).toHaveBeenCalledTimes(1);
    idle.mock.calls[0]?.[0]();
    expect(load).not.toHaveBeenCalled();
    window.localStorage.clear();
  });
});
