import {
  PromotionAction,
  type PromotionActionValue,
  promotionActionSchema,
} from '@casino/contracts/content/enums';
import type { Promotion } from '@casino/contracts/content/schemas';
import type { LanguageValue } from '@casino/contracts/core/enums';
import { and, eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { games } from '../../db/schema/index';
import { localizedPromotion } from './content-i18n';
import { findEnabledPromotion, type PromotionRow } from './content-repository';

/**
 * Which popups suit a member, best first. The spec leaves the choice to the server; ours:
 * - never credited: the first-deposit offer (DEPOSIT) is what moves them on;
 * - credited, nobody invited yet: invitation rewards (INVITE);
 * - credited and already inviting: the featured game (LAUNCH_GAME), then INVITE.
 * CLOSE_ONLY (an announcement) closes every list, so turning an offer off still shows news.
 * REGISTER is never chosen: whoever calls is already a member.
 */
export function promotionPreferenceFor(member: MemberRow): PromotionActionValue[] {
  if (!member.credited) return [PromotionAction.DEPOSIT, PromotionAction.CLOSE_ONLY];
  if (member.childCount === 0) return [PromotionAction.INVITE, PromotionAction.CLOSE_ONLY];
  return [PromotionAction.LAUNCH_GAME, PromotionAction.INVITE, PromotionAction.CLOSE_ONLY];
}

/** A LAUNCH_GAME popup is shown only while its game exists and is enabled. */
function canShow(db: SimDb, row: PromotionRow): boolean {
  if (row.action !== PromotionAction.LAUNCH_GAME) return true;
  if (row.gameId === null) return false;
  const game = db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, row.gameId), eq(games.enabled, 1)))
    .get();
  return game !== undefined;
}

/** The first enabled, showable popup of the member's preference list, or null. */
export function currentPromotionFor(
  db: SimDb,
  member: MemberRow,
  language: LanguageValue = 'en',
  /** When a language's pictures are drawn on first use (their files' create time). */
  now = 0,
): Promotion | null {
  for (const action of promotionPreferenceFor(member)) {
    const row = findEnabledPromotion(db, action);
    if (row && canShow(db, row)) return toPromotion(localizedPromotion(db, row, language, now));
  }
  return null;
}

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    buttonText: row.buttonText,
    action: promotionActionSchema.parse(row.action),
    gameId: row.action === PromotionAction.LAUNCH_GAME ? row.gameId : null,
    bgImg: row.bgImg,
    mobileBgImg: row.mobileBgImg,
  };
}
