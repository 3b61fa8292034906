import { contentEndpoints } from '@casino/contracts/content/endpoints';
import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import { AccessStatus } from '@casino/contracts/settings/enums';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCall, calledApiPaths } from '../../testing/sim-control';
import { useSimulator } from '../../testing/simulator';
import { startBoot } from './start-boot';

function bootShell() {
  return document.querySelector<HTMLElement>('#root .boot-shell');
}

function firePicture(event: 'load' | 'error') {
  const picture = document.querySelector<HTMLImageElement>('#root .banner-carousel__image');
  if (!picture) throw new Error('no banner picture drawn');
  picture.dispatchEvent(new Event(event));
  return picture;
}

describe('the boot script', () => {
  useSimulator();
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    document.title = 'Lucky Harbor Casino';
    window.location.hash = '#/';
  });
  afterEach(() => {
    window.location.hash = '';
  });

  it("draws home's top bar and first banner, and loads the app once that picture is painted", async () => {
    const loadApp = vi.fn(() => Promise.resolve());
    startBoot(loadApp);

    await waitFor(() => expect(bootShell()).not.toBeNull());
    const shell = bootShell();
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    expect(shell?.querySelector('.top-bar__logo-name')?.textContent).toBe('Lucky Harbor Casino');
    const picture = document.querySelector<HTMLImageElement>('#root .banner-carousel__image');
    // jsdom's window is 1024 px wide: the desktop picture, at the size the app asks for it.
    expect(picture?.getAttribute('src')).toMatch(/^\/api\/sys\/file\/get\?id=\d+&width=1920&height=480$/);
    expect(loadApp).not.toHaveBeenCalled();

    firePicture('load');
    await waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1));
    expect((await calledApiPaths()).sort()).toEqual([
      '/api/base/banner/listAll',
      '/api/sys/ipinfoCloudFlare',
    ]);
  });

  it('loads the app when the picture fails too', async () => {
    const loadApp = vi.fn(() => Promise.resolve());
    startBoot(loadApp);
    await waitFor(() => expect(bootShell()).not.toBeNull());
    firePicture('error');
    await waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1));
  });

  it('draws nothing for a visitor the access check sends elsewhere, and leaves that to the app', async () => {
    await answerCall(settingsEndpoints.accessPolicy, {
      error: 0,
      message: '',
      data: { status: AccessStatus.RESTRICTED, url: 'https://example.org/blocked' },
    });
    const loadApp = vi.fn(() => Promise.resolve());
    startBoot(loadApp);
    await waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1));
    expect(bootShell()).toBeNull();
  });

  it('draws nothing when there is no banner', async () => {
    await answerCall(contentEndpoints.bannerListAll, { error: 0, message: '', data: [] });
    const loadApp = vi.fn(() => Promise.resolve());
    startBoot(loadApp);
    await waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1));
    expect(bootShell()).toBeNull();
  });

  it('loads the app at once on any other route, without sending anything', async () => {
    window.location.hash = '#/login';
    const loadApp = vi.fn(() => Promise.resolve());
    startBoot(loadApp);
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(await calledApiPaths()).toEqual([]);
    expect(bootShell()).toBeNull();
  });

  it("loads the app at the player's first touch, and then draws nothing over it", async () => {
    const loadApp = vi.fn(() => Promise.resolve());
    startBoot(loadApp);
    window.dispatchEvent(new Event('pointerdown'));
    expect(loadApp).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect(await calledApiPaths()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bootShell()).toBeNull();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});
