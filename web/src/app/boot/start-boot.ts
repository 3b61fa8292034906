import { firstScreenWire } from '@casino/contracts/core/first-screen-wire';
import { BANNER_IMAGE_SIZE, BANNER_LIST_QUERY, bannerImageUrl } from '../../features/home/lib/banner-image';
import { sendFirstCall } from '../../shared/api/first-calls';
import { hashPathname, isHomePath } from '../../shared/config/paths';
import { afterPainted } from '../../shared/lib/first-screen';
import { currentLayout } from '../../shared/lib/layout';
import { paintBootShell } from './boot-shell';

/** If the first screen's answers or picture are slow, the app loads anyway after this long. */
const LOAD_APP_AFTER_MS = 2_500;

/** The first banner's picture ids, when the answer is a successful envelope with a banner. */
function firstBanner(envelope: unknown): { image: number; mobileImage: number } | null {
  if (typeof envelope !== 'object' || envelope === null) return null;
  const { error, data } = envelope as { error?: unknown; data?: unknown };
  if (error !== 0 || !Array.isArray(data) || data.length === 0) return null;
  const first = data[0] as { image?: unknown; mobileImage?: unknown };
  return typeof first.image === 'number' && typeof first.mobileImage === 'number'
    ? { image: first.image, mobileImage: first.mobileImage }
    : null;
}

/**
 * Spec 01 section 2: nothing shows before the access check answers, and a visitor sent
 * elsewhere sees nothing. An answer naming a URL to leave to is left to the app.
 */
function accessLetsShow(envelope: unknown): boolean {
  if (typeof envelope !== 'object' || envelope === null) return true;
  const { error, data } = envelope as { error?: unknown; data?: { url?: unknown } | null };
  if (error !== 0) return true;
  return !(typeof data?.url === 'string' && data.url !== '');
}

/**
 * On home: sends the access check and the banner list as the app would (the app takes the
 * answers over), draws the top bar and the first banner, and loads the app once that picture
 * is painted, at the player's first touch or key, or after LOAD_APP_AFTER_MS, whichever is
 * first. Elsewhere the app loads at once.
 */
export function startBoot(loadApp: () => Promise<unknown>): void {
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void loadApp();
  };
  const root = document.getElementById('root');
  if (!root || !isHomePath(hashPathname(window.location.hash))) {
    load();
    return;
  }
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, load, { once: true });
  window.setTimeout(load, LOAD_APP_AFTER_MS);

  const access = sendFirstCall(firstScreenWire.accessPolicy, {});
  const banners = sendFirstCall(firstScreenWire.bannerListAll, BANNER_LIST_QUERY);
  void Promise.all([access, banners]).then(([accessAnswer, bannerAnswer]) => {
    const banner = firstBanner(bannerAnswer);
    if (loading || !banner || !accessLetsShow(accessAnswer)) {
      load();
      return;
    }
    const layout = currentLayout();
    const size = BANNER_IMAGE_SIZE[layout];
    const shell = paintBootShell(root, layout, document.title);
    void shell
      .showBanner(bannerImageUrl(banner, layout), size.width, size.height)
      .then((image) => afterPainted(image, load));
  });
}
