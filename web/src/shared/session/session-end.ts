import { z } from 'zod';
import type { OverlayName } from '../overlays/overlay-names';
import { type OverlaySnapshot, overlayStore } from '../overlays/overlay-store';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../storage/app-storage';

/**
 * What a session that ended under the player leaves for the next sign-in (decision 067): why it
 * ended (the sign-in form says so), where the player was (the page and the pop-ups open on it)
 * and what they had typed into the forms that keep a draft. In this tab's session storage, for
 * at most `KEPT_FOR_MS`; taken by the same member's next sign-in, dropped by anyone else's and
 * by a sign-out. Pop-up props are ids and codes (decision 036); a draft is what its form chose
 * to keep, never a password or card data.
 */

/** Long enough to sign in again after a break; short enough that typed text does not linger. */
export const KEPT_FOR_MS = 30 * 60 * 1000;

/** `expired`: the server no longer knew the token (-2). `disabled`: the operator disabled the member. */
export type SessionEndReason = 'expired' | 'disabled';

const SessionEndSchema = z.object({
  /** What the player is still to be told; null once told (only drafts are left then). */
  notice: z.enum(['expired', 'disabled']).nullable(),
  endedAt: z.number(),
  /** The app path (hash route) the player was on. */
  path: z.string(),
  /** Whose session it was; null when not known (a stored token refused as the app started). */
  memberId: z.number().nullable(),
  overlays: z.array(z.object({ name: z.string(), props: z.record(z.string(), z.unknown()) })),
  drafts: z.record(z.string(), z.unknown()),
});
export type SessionEnd = z.infer<typeof SessionEndSchema>;

/**
 * Pop-ups that belong to signing in or to a moment, not to what the player was doing: they are
 * not opened again after signing in.
 */
const NOT_REOPENED: ReadonlySet<OverlayName> = new Set<OverlayName>([
  'signIn',
  'forgotPassword',
  'joinSubmitted',
  'promotionPopup',
  'restriction',
  'languagePicker',
]);

function write(record: SessionEnd | null): void {
  // Without storage the player signs in again without the way back.
  writeStoredJson(STORAGE_KEYS.sessionEnd, record);
}

function read(): SessionEnd | null {
  const stored = readStoredJson(STORAGE_KEYS.sessionEnd);
  if (stored === undefined) return null;
  const record = SessionEndSchema.safeParse(stored).data ?? null;
  if (!record || Date.now() - record.endedAt > KEPT_FOR_MS) {
    write(null);
    return null;
  }
  return record;
}

/** The member the app last had on screen (sign-in, refresh, the start-up check). */
let memberOnScreen: number | null = null;
/** The open forms' draft makers, by form name (`useKeepOnSessionEnd`). */
const draftMakers = new Map<string, () => unknown>();

export const sessionEnd = {
  /** Called wherever the app puts a member on screen, so that an end knows whose it was. */
  rememberMember(memberId: number | null): void {
    memberOnScreen = memberId;
  },

  /**
   * Records an end the moment it is known, while the pop-ups and forms are still open. `path`:
   * the app path the player was on. A disabled member keeps nothing but the notice: they cannot
   * sign in again to take it back.
   */
  record(reason: SessionEndReason, path: string): void {
    const keepsWork = reason === 'expired' && memberOnScreen !== null;
    const drafts: Record<string, unknown> = {};
    if (keepsWork) for (const [form, makeDraft] of draftMakers) drafts[form] = makeDraft();
    const overlays = keepsWork
      ? overlayStore
          .getSnapshot()
          .filter((entry) => !NOT_REOPENED.has(entry.name))
          .map(({ name, props }) => ({ name, props: { ...props } }))
      : [];
    write({ notice: reason, endedAt: Date.now(), path, memberId: memberOnScreen, overlays, drafts });
    memberOnScreen = null;
  },

  /** The recorded end, if one is kept and not stale. */
  peek: (): SessionEnd | null => read(),

  /** What the player is still to be told: `expired` on the sign-in form, `disabled` once, anywhere. */
  pendingNotice: (): SessionEndReason | null => read()?.notice ?? null,

  /** Marks the notice told; a record with nothing else left goes. */
  noticeTold(): void {
    const record = read();
    if (!record) return;
    write(Object.keys(record.drafts).length > 0 ? { ...record, notice: null, overlays: [] } : null);
  },

  /**
   * After `memberId` signed in again and landed on `landingPath`: the pop-ups that were open are
   * opened again there (over whatever is open now), and the drafts stay for their forms to take.
   * Someone else signing in, or landing elsewhere, drops what was kept.
   */
  resume(memberId: number, landingPath: string): void {
    const record = read();
    if (!record) return;
    if (record.memberId !== memberId || record.path !== landingPath) {
      write(null);
      return;
    }
    const open: OverlaySnapshot[] = overlayStore.getSnapshot().map(({ name, props }) => ({ name, props }));
    // Names were read from this app's own store when the session ended (decision 036's props).
    const reopened = record.overlays as OverlaySnapshot[];
    sessionEnd.noticeTold();
    if (reopened.length > 0) overlayStore.restore([...open, ...reopened]);
  },

  /** The draft `form` kept for `memberId`, or undefined. Leaves it in place (see `dropDraft`). */
  draftOf(form: string, memberId: number | undefined): unknown {
    const record = read();
    if (!record || record.notice !== null || record.memberId !== memberId) return undefined;
    return record.drafts[form];
  },

  /** A draft is given back once: its form took it. */
  dropDraft(form: string): void {
    const record = read();
    if (!record || !(form in record.drafts)) return;
    const { [form]: _taken, ...drafts } = record.drafts;
    const rest = { ...record, drafts };
    write(rest.notice === null && Object.keys(drafts).length === 0 ? null : rest);
  },

  /** While mounted, a form says what of it to keep should the session end now. */
  keepDraft(form: string, makeDraft: () => unknown): () => void {
    draftMakers.set(form, makeDraft);
    return () => {
      if (draftMakers.get(form) === makeDraft) draftMakers.delete(form);
    };
  },

  /** Signing out ends what was kept. */
  clear(): void {
    write(null);
  },
};
