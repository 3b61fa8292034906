import { contentEndpoints } from '@casino/contracts/content/endpoints';
import { firstScreenWire } from '@casino/contracts/core/first-screen-wire';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_LIST_QUERY } from '../../features/home/lib/banner-image';
import { useSimulator } from '../../testing/simulator';
import { languageStorage } from '../storage/app-storage';
import { apiClient } from './api-client';
import { sendFirstCall } from './first-calls';

/** The paths the network was asked for, in order (the simulator's fetch, spied on). */
function spyOnNetwork() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.map(([input]) => String(input));
}

describe("the boot script's first calls", () => {
  useSimulator();
  afterEach(() => vi.restoreAllMocks());

  it('are taken over by the api client: one request, parsed with the contract', async () => {
    const network = spyOnNetwork();
    const bootCopy = (await sendFirstCall(firstScreenWire.bannerListAll, BANNER_LIST_QUERY)) as {
      error: number;
      data: unknown[];
    };
    const banners = await apiClient.call(contentEndpoints.bannerListAll, BANNER_LIST_QUERY);

    expect(network()).toEqual(['/api/base/banner/listAll']);
    expect(bootCopy.error).toBe(0);
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.map((banner) => banner.id)).toEqual(
      bootCopy.data.map((item) => (item as { id: number }).id),
    );
  });

  it('are taken once: the next identical call goes to the network', async () => {
    const network = spyOnNetwork();
    await sendFirstCall(firstScreenWire.bannerListAll, BANNER_LIST_QUERY);
    await apiClient.call(contentEndpoints.bannerListAll, BANNER_LIST_QUERY);
    await apiClient.call(contentEndpoints.bannerListAll, BANNER_LIST_QUERY);
    expect(network()).toHaveLength(2);
  });

  it('are not taken for a different request (another language)', async () => {
    const network = spyOnNetwork();
    await sendFirstCall(firstScreenWire.bannerListAll, BANNER_LIST_QUERY);
    languageStorage.set('de');
    const german = await apiClient.call(contentEndpoints.bannerListAll, BANNER_LIST_QUERY);
    expect(network()).toHaveLength(2);
    const lastInit = vi.mocked(globalThis.fetch).mock.calls[1]?.[1];
    expect(new Headers(lastInit?.headers).get('X-FE-LANG')).toBe('de');
    expect(german.length).toBeGreaterThan(0);
  });

  it('are not taken once stale (after 30 s)', async () => {
    const network = spyOnNetwork();
    await sendFirstCall(firstScreenWire.bannerListAll, BANNER_LIST_QUERY);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    await apiClient.call(contentEndpoints.bannerListAll, BANNER_LIST_QUERY);
    expect(network()).toHaveLength(2);
  });
});
