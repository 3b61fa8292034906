import type { z } from 'zod';
import { numberCodes, textCodes } from '../core/enums';

/** Enumerations of the games domain (spec 01 §3, spec 02 §3). */

export const [BetType, betTypeSchema] = numberCodes({ REAL: 1, CHAMPIONSHIP: 3 });
export type BetTypeValue = z.infer<typeof betTypeSchema>;

/** The spec skips 2. */
export const [PlayerStatus, playerStatusSchema] = numberCodes({ FAIL: 0, SUCCESS: 1, SUSPEND: 3 });
export type PlayerStatusValue = z.infer<typeof playerStatusSchema>;

/** The spec gives only the numbers 1-13, 98 and 99, not what each platform is. */
export const [PlatformType, platformTypeSchema] = numberCodes({
  PLATFORM_1: 1,
  PLATFORM_2: 2,
  PLATFORM_3: 3,
  PLATFORM_4: 4,
  PLATFORM_5: 5,
  PLATFORM_6: 6,
  PLATFORM_7: 7,
  PLATFORM_8: 8,
  PLATFORM_9: 9,
  PLATFORM_10: 10,
  PLATFORM_11: 11,
  PLATFORM_12: 12,
  PLATFORM_13: 13,
  PLATFORM_98: 98,
  PLATFORM_99: 99,
});
export type PlatformTypeValue = z.infer<typeof platformTypeSchema>;

/** Chosen by user agent: Android, iPhone, iPad and the like are `mobile`. */
export const [GameChannel, gameChannelSchema] = textCodes({ PC: 'pc', MOBILE: 'mobile' });
export type GameChannelValue = z.infer<typeof gameChannelSchema>;

/**
 * Answer of `/sys/sysSetting/checkBlock`: the spec fixes only that 1 means "not blocked, may
 * play"; 0 for blocked is ours. The client treats anything but 1 as blocked.
 */
export const [CheckBlockResult, checkBlockResultSchema] = numberCodes({ BLOCKED: 0, ALLOWED: 1 });
export type CheckBlockResultValue = z.infer<typeof checkBlockResultSchema>;

/**
 * Game categories the fixtures use. Only 'Live Casino' is in the spec (the top-games list
 * excludes it), so a game's `category` stays a free string and these are the known values.
 */
export const GameCategory = {
  SLOTS: 'Slots',
  TABLE_GAMES: 'Table Games',
  LIVE_CASINO: 'Live Casino',
  FUN: 'Fun',
} as const;
export type GameCategoryValue = (typeof GameCategory)[keyof typeof GameCategory];
