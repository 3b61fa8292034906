import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry, whenCodeCanLoad } from './load-with-retry';

/** The browser's word on the network, and its event, as a phone's dropping network gives them. */
function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A load that fails `failures` times, then answers `value`. */
function flakyLoad<T>(failures: number, value: T) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return value;
  });
  return load;
}

describe('code loaded on demand over a dropping network', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
    Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
  });

  it('tries a failed load again until it answers', async () => {
    const load = flakyLoad(2, 'page');
    await expect(loadWithRetry(load, [0, 0, 0])).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives the failure once the last wait is spent', async () => {
    const load = flakyLoad(5, 'page');
    await expect(loadWithRetry(load, [0, 0])).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks for nothing while the browser is offline, and loads when it comes back online', async () => {
    setBrowserOnline(false);
    const load = flakyLoad(0, 'drawer');
    const loaded = loadWithRetry(load, []);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    setBrowserOnline(true);
    await expect(loaded).resolves.toBe('drawer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads offline when the service worker controls the page: it answers from its copy', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    setBrowserOnline(false);
    await expect(loadWithRetry(flakyLoad(0, 'drawer'), [])).resolves.toBe('drawer');
    await expect(whenCodeCanLoad()).resolves.toBeUndefined();
  });

  it('asks again for a stylesheet of the build that failed before it tries the code again', async () => {
    const stylesheet = (href: string) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      return link;
    };
    const failed = stylesheet('/assets/games-abc.css');
    // Not the build's: an operator's vendor stylesheet that failed is left alone.
    const vendor = stylesheet('https://chat.vendor.example/widget.css');
    const load = flakyLoad(1, 'list');
    const loaded = loadWithRetry(load, [0]);
    // The failed link is replaced by a fresh one (a new request); the code waits for it.
    await vi.waitFor(() => expect(failed.isConnected).toBe(false));
    expect(load).toHaveBeenCalledTimes(1);
    expect(vendor.isConnected).toBe(true);
    const fresh = document.head.querySelector('link[href="/assets/games-abc.css"]');
    expect(fresh).not.toBe(failed);
    fresh?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe('list');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
