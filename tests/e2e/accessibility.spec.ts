import type { Locator, Page } from '@playwright/test';
import { MEMBER_ONLY_PATHS, routeAddresses } from '../../web/src/app/route-visits';
import type { OverlayName } from '../../web/src/shared/overlays/overlay-names';
import { type AxeScope, seriousFindings } from './support/axe-page';
import { chooseMethod, choosePreset, fillCard, isMobile, openDeposit } from './support/deposit-journey';
import { DEMO_MEMBER, expect, LAYOUT, signInAs, sim, test } from './support/world';

/**
 * WCAG 2.2 AA: every route and every overlay, signed out and as `demo`, with every
 * axe rule (WCAG A and AA up to 2.2, and the best practices such as a named dialog): no serious or
 * critical finding. The page guard fails a test on any
 * console error or CSP violation. The overlay passes run in both layouts (tagged LAYOUT): the
 * phone's own parts are there (bottom sheets, pickers, full-screen pop-ups, the drawer). The route
 * passes run on desktop: a route is the same component tree at either width, and the phone's
 * pages around them (home, the top bar, the footer with its tip banner) are checked on the phone
 * by games.spec.ts and shell.spec.ts (decision 032).
 *
 * The routes come from the app's own list (web/src/app/route-visits.ts, which routes.test.tsx
 * holds to the route table) and the overlays from its overlay names (OVERLAYS below is typed by
 * them: a new overlay does not compile until it says how a player opens it), so nothing new is
 * left out. Each test keeps one page for all its checks (hash changes, no reloads; axe injected
 * once), collects every finding and compares once, so one run names them all.
 */

// Dozens of pages and axe passes in one page on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });
// A step that cannot happen fails in its own words, not as the whole test's time running out.
test.use({ actionTimeout: 20_000 });

type Audience = 'visitor' | 'member';

/** A pop-up or page state to check, with its name in the findings. */
type Check = (step: string) => Promise<void>;

interface OverlayVisit {
  audience: readonly Audience[];
  /**
   * Opens the overlay the way a player does. The overlay is checked when `open` returns; `check`
   * checks the steps on the way (a deposit's method, amount and address steps).
   */
  open: (page: Page, check: Check, audience: Audience) => Promise<void>;
}

/** An overlay checked in the course of another's visit, or only reachable through a long journey. */
interface CheckedElsewhere {
  checkedIn: string;
}

const DIALOGS = '[role="dialog"], [role="alertdialog"]';
/** The pop-ups on screen (the vendor's chat panel stays in the page, hidden, once closed). */
const openDialogs = (page: Page) => page.locator(DIALOGS).filter({ visible: true });
const SLOW = { timeout: 20_000 } as const;

const menu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Main menu' });

/** Opens a drawer entry, through its group when it has one. */
async function fromDrawer(page: Page, entry: string | RegExp, group?: string): Promise<void> {
  await menu(page).click();
  if (group) await drawer(page).getByRole('button', { name: group, exact: true }).click();
  await drawer(page)
    .getByRole('button', { name: entry, exact: typeof entry === 'string' })
    .click();
  await expect(drawer(page)).toBeHidden();
}

const drawerVisit = (
  audience: readonly Audience[],
  entry: string | RegExp,
  group?: string,
): OverlayVisit => ({
  audience,
  open: (page) => fromDrawer(page, entry, group),
});

const BOTH: readonly Audience[] = ['visitor', 'member'];
const MEMBER: readonly Audience[] = ['member'];
const VISITOR: readonly Audience[] = ['visitor'];

/** A game from the lobby, opened by its cover; checked once the game's frame has drawn. */
async function openGame(page: Page, list: 'slots' | 'fun'): Promise<void> {
  await page.goto(`/#/games/${list}`);
  const cover = page.getByRole('list', { name: list === 'fun' ? 'Fun' : 'Slots Games' }).getByRole('button');
  await cover.first().click(SLOW);
  const frame = page.frameLocator('iframe.game-play__frame');
  await expect(frame.getByRole('button', { name: /^(Spin|Deal)$/ }).first()).toBeVisible(SLOW);
}

/** The cash-out form: as it opens, filled in (amount, method, bank details), and its proofs step. */
async function cashOutSteps(page: Page, check: Check): Promise<void> {
  await fromDrawer(page, 'Cashout', 'Cashier');
  const cashOut = page.getByRole('dialog', { name: 'Cash out' });
  await expect(cashOut.getByText('Withdrawable balance')).toBeVisible(SLOW);
  await check('as it opens');
  await cashOut.getByRole('button', { name: '$100.00' }).click();
  // A select on a desktop, the app's picker sheet on a phone (its label carries the required mark).
  const method = cashOut.getByLabel('Cash-out method');
  if (isMobile()) {
    await method.click();
    await page.getByRole('option', { name: 'Bank card' }).click();
  } else await method.selectOption({ label: 'Bank card' });
  await cashOut.getByLabel('Routing number').fill('021000021');
  await cashOut.getByLabel('Account number').fill('12345678');
  await cashOut.getByLabel('Account holder name').fill('Alex Morgan');
  await check('filled in');
  await cashOut.getByRole('button', { name: 'Next' }).click();
  await expect(cashOut.getByText('Step 2 of 2')).toBeVisible();
}

/**
 * The deposit pop-up's steps: the method list; a crypto method chosen, its amount entered, the
 * address and QR (and, on a phone, the crypto guide it opens); the card form empty and filled.
 */
async function depositSteps(page: Page, check: Check): Promise<void> {
  let dialog = await openDeposit(page);
  await check('method list');
  await chooseMethod(dialog, 'Crypto wallet');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  await check('crypto method chosen');
  await choosePreset(dialog, 50);
  await dialog.getByLabel('BTC', { exact: true }).check();
  await check('crypto amount entered');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible(SLOW);
  await check('crypto address and QR');
  // On a phone the guide is a pop-up; on a desktop a new tab of /aboutBtc (a route, checked there).
  if (isMobile()) {
    await dialog.getByRole('button', { name: 'Learn about bitcoin' }).click();
    await expect(page.getByRole('dialog').last().getByRole('heading').first()).toBeVisible(SLOW);
    await check('crypto guide');
  }
  await closeAll(page);

  dialog = await openDeposit(page);
  await chooseMethod(dialog, 'Card (instant)');
  await expect(dialog.getByLabel('Card number')).toBeVisible(SLOW);
  await check('card form');
  await fillCard(page, dialog);
  // 'Deposit now' is checked with the form complete.
}

/** The restriction notice: the access check answers "restricted, no address" (control plane). */
async function restrictionNotice(page: Page): Promise<void> {
  const restricted = await sim(page.request, 'PUT', '/settings/accessPolicy', { status: 0, url: null });
  expect(restricted.error, restricted.message).toBe(0);
  await page.reload();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible(SLOW);
}

/**
 * Every overlay of the app (shared/overlays/overlay-names.ts), and how a player opens it. The
 * order is the order of the checks; Record<OverlayName, ...> makes the list complete.
 */
const OVERLAYS: Record<OverlayName, OverlayVisit | CheckedElsewhere> = {
  signIn: {
    audience: VISITOR,
    open: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click(),
  },
  forgotPassword: {
    audience: VISITOR,
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await page
        .getByRole('dialog', { name: 'Sign In' })
        .getByRole('button', { name: 'Forgot password?' })
        .click();
    },
  },
  // A full sign-up (three steps, a scrypt hash): accounts.spec.ts checks it with axe.
  joinSubmitted: { checkedIn: 'accounts.spec.ts (after a sign-up)' },
  // Opened by signing in: memberOverlays() signs in through the pop-up and checks it first.
  promotionPopup: { checkedIn: 'the member pass, on signing in' },
  cryptoGuide: { checkedIn: 'deposit (a phone; the /aboutBtc route on a desktop)' },
  deposit: { audience: MEMBER, open: depositSteps },
  cashOut: { audience: MEMBER, open: cashOutSteps },
  personalDetails: drawerVisit(MEMBER, 'Personal Details', 'Account Settings'),
  changePassword: drawerVisit(MEMBER, 'Change Password', 'Account Settings'),
  transactionHistory: drawerVisit(MEMBER, 'Transaction History', 'Cashier'),
  cashOutHistory: drawerVisit(MEMBER, 'Cashout History', 'Cashier'),
  banking: drawerVisit(MEMBER, 'Banking', 'Cashier'),
  uploadDocuments: drawerVisit(MEMBER, 'Upload Documents', 'Cashier'),
  inviteBonus: drawerVisit(MEMBER, 'Invitation and Rewards'),
  news: drawerVisit(MEMBER, /^News/),
  gameHistory: drawerVisit(MEMBER, 'Game History'),
  vipClub: drawerVisit(MEMBER, 'VIP Club'),
  vipStore: drawerVisit(MEMBER, 'VIP Store'),
  withdrawalRules: drawerVisit(MEMBER, 'Withdrawal Rules'),
  promotions: drawerVisit(BOTH, 'Promotions'),
  contactUs: drawerVisit(BOTH, 'Contact Us'),
  languagePicker: drawerVisit(BOTH, 'Language'),
  liveChat: {
    audience: BOTH,
    // The app's "connecting" pop-up hands over to the vendor's panel (a dialog of the page).
    open: async (page) => {
      await page.getByRole('button', { name: 'Open live chat' }).click(SLOW);
      await expect(page.locator('section.sim-chat[role="dialog"]')).toBeVisible(SLOW);
    },
  },
  legal: {
    audience: BOTH,
    // The footer's three articles; the last is checked when `open` returns.
    open: async (page, check) => {
      const footer = page.getByRole('navigation', { name: 'Site links' });
      for (const [index, link] of ['About us', 'Privacy', 'Terms'].entries()) {
        await footer.getByRole('button', { name: link, exact: true }).click();
        if (index === 2) return;
        await openedOverlay(page);
        await check(link);
        await closeAll(page);
      }
    },
  },
  withdrawalVouchers: {
    audience: MEMBER,
    open: async (page) => {
      await page.goto('/#/games/all');
      await page
        .getByRole('navigation', { name: 'Game categories' })
        .getByRole('button', { name: 'Withdrawal voucher' })
        .click(SLOW);
    },
  },
  // A member's real-money slot; a visitor's free-play game.
  gamePlay: {
    audience: BOTH,
    open: (page, _check, audience) => openGame(page, audience === 'member' ? 'slots' : 'fun'),
  },
  // Last for a visitor: it reloads the page under the restriction.
  restriction: { audience: VISITOR, open: restrictionNotice },
};

/** The top pop-up is open and has loaded. */
async function openedOverlay(page: Page): Promise<Locator> {
  const overlay = openDialogs(page).last();
  await expect(overlay).toBeVisible(SLOW);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SLOW);
  return overlay;
}

/** Escape until no pop-up is left (a sheet may sit over a pop-up, a confirmation over a form). */
async function closeAll(page: Page): Promise<void> {
  const dialogs = openDialogs(page);
  for (let attempt = 0; attempt < 5 && (await dialogs.count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  await expect(dialogs).toHaveCount(0);
}

/** Findings of one pass, collected so that one run names them all. */
class Findings {
  readonly lines: string[] = [];
  constructor(private readonly page: Page) {}
  async check(where: string, scope?: AxeScope): Promise<void> {
    this.lines.push(...(await seriousFindings(this.page, where, { rules: 'all', ...scope })));
  }
}

/** Waits until the page has drawn its content: a heading in main and no busy indicator. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content h1, #main-content h2').first()).toBeVisible(SLOW);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SLOW);
}

/**
 * Opens `address` by a hash change (no reload). Each page has a key per route (app/router.tsx),
 * so a new page brings a new heading: the old ones are marked first, and the visit is done when
 * an unmarked one shows, or when the address ends where the last one did (a redirect there).
 */
async function visit(page: Page, address: string): Promise<string> {
  const before = await page.evaluate(() => {
    document.querySelectorAll('#main-content :is(h1, h2)').forEach((heading) => {
      heading.setAttribute('data-a11y-seen', '');
    });
    return window.location.hash;
  });
  await page.goto(`/#${address}`);
  // One check in the page each frame (not Playwright's backed-off polls): arrived, drawn, idle.
  await page.waitForFunction(
    (previous) => {
      const arrived =
        document.querySelector('#main-content :is(h1, h2):not([data-a11y-seen])') !== null ||
        window.location.hash === previous;
      const heading = document.querySelector('#main-content :is(h1, h2)');
      return (
        arrived &&
        heading?.checkVisibility() === true &&
        document.querySelector('[aria-busy="true"]') === null
      );
    },
    before,
    SLOW,
  );
  return page.evaluate(() => window.location.hash);
}

/**
 * Every route, one after the other in one page; a route landing where another did is checked
 * once. Returns the findings and the addresses that sent the player to /login.
 */
async function checkRoutes(page: Page): Promise<{ findings: string[]; toLogin: string[] }> {
  const findings = new Findings(page);
  const seen = new Set<string>();
  const toLogin: string[] = [];
  await page.goto('/#/404');
  await settled(page);
  for (const address of routeAddresses()) {
    const landed = await visit(page, address);
    if (landed.startsWith('#/login') && !address.startsWith('/login')) toLogin.push(address);
    // The callback pages hand a member's return to the deposit pop-up on the home page.
    const dialogs = await openDialogs(page).evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? node.getAttribute('aria-labelledby')),
    );
    if (dialogs.length > 0) await openedOverlay(page);
    const state = `${landed} ${dialogs.join(',')}`;
    if (!seen.has(state)) {
      seen.add(state);
      await findings.check(address === landed.slice(1) ? address : `${address} (at ${landed.slice(1)})`);
    }
    if (dialogs.length > 0) await closeAll(page);
  }
  return { findings: findings.lines, toLogin };
}

/** The drawer, then every overlay of `audience`, each opened as a player does, checked and closed. */
async function checkOverlays(page: Page, audience: Audience, findings: Findings): Promise<string[]> {
  const check = (where: string) => findings.check(where, { include: [DIALOGS] });
  await page.goto('/#/404');
  await settled(page);
  await menu(page).click();
  await expect(drawer(page)).toBeVisible();
  // The whole page: the drawer, and the page behind it made inert.
  await findings.check('drawer');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  for (const [name, visit] of Object.entries(OVERLAYS)) {
    if ('checkedIn' in visit || !visit.audience.includes(audience)) continue;
    await visit.open(page, (step) => check(`${name} ${step}`), audience);
    await openedOverlay(page);
    await check(name);
    await closeAll(page);
    // Back to a light page when an overlay took the page somewhere (a game lobby).
    if (!page.url().endsWith('#/404')) {
      await page.goto('/#/404');
      await settled(page);
    }
  }
  return findings.lines;
}

test.describe('signed out', () => {
  // Members-only routes send a visitor to /login on purpose; that page is checked then.
  test.use({ allowLoginRedirect: true });

  test('every route has no serious WCAG 2.2 AA finding', async ({ page }) => {
    const { findings, toLogin } = await checkRoutes(page);
    expect(findings).toEqual([]);
    // Only the members-only pages send a visitor to sign in (the callback pages are public).
    expect(toLogin).toEqual(MEMBER_ONLY_PATHS);
  });

  test('the drawer, every overlay and the footer pop-ups have none', LAYOUT, async ({ page }) => {
    expect(await checkOverlays(page, 'visitor', new Findings(page))).toEqual([]);
  });
});

test.describe('as demo', () => {
  test('every route has no serious WCAG 2.2 AA finding', async ({ page }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible(SLOW);
    expect(await checkRoutes(page)).toEqual({ findings: [], toLogin: [] });
  });

  test(
    'signing in, every overlay with the deposit and cash-out steps, a game: none',
    LAYOUT,
    async ({ page }) => {
      const findings = new Findings(page);
      // Signed in through the pop-up as a player does: the promotion pop-up follows (spec 01 §4).
      await page.goto('/#/404');
      await settled(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      const signIn = page.getByRole('dialog', { name: 'Sign In' });
      await signIn.getByLabel('Username or e-mail').fill(DEMO_MEMBER.username);
      await signIn.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect(signIn).toBeHidden(SLOW);
      await openedOverlay(page);
      await findings.check('promotionPopup', { include: [DIALOGS] });
      await closeAll(page);
      expect(await checkOverlays(page, 'member', findings)).toEqual([]);
    },
  );
});
