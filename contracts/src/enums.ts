import { z } from 'zod';

/**
 * Enumerations of spec 01 section 3 (and the same ones in spec 02 section 3), each with its
 * spec values, a zod schema and the type of a value. Numeric sets use `z.literal([...])`,
 * which `z.toJSONSchema` writes as an `enum`.
 */

/**
 * Member level as the VIP store reads it (spec 02). Note: this reading has four levels and no
 * platinum, while the badges below have five (platinum is 4 there); the two readings differ
 * and the spec keeps both.
 */
export const MemberLevel = { BRONZE: 10, SILVER: 20, GOLD: 30, DIAMOND: 40 } as const;
export const memberLevelSchema = z.literal(Object.values(MemberLevel));
export type MemberLevelValue = z.infer<typeof memberLevelSchema>;

/**
 * Badge levels 1 Bronze to 5 Diamond, shown in the drawer and the VIP club. The session's
 * `memberType` carries this value ("1-5 for level display"), not `MemberType` below.
 */
export const MemberBadgeLevel = { BRONZE: 1, SILVER: 2, GOLD: 3, PLATINUM: 4, DIAMOND: 5 } as const;
export const memberBadgeLevelSchema = z.literal(Object.values(MemberBadgeLevel));
export type MemberBadgeLevelValue = z.infer<typeof memberBadgeLevelSchema>;

/** Member type common or agent. Not the session's `memberType` field, which is a badge level. */
export const MemberType = { COMMON: 0, AGENT: 10 } as const;
export const memberTypeSchema = z.literal(Object.values(MemberType));
export type MemberTypeValue = z.infer<typeof memberTypeSchema>;

export const ProfileDocumentStatus = {
  NOT_UPLOADED: 0,
  AUDITING: 10,
  AUDIT_SUCCESS: 20,
  AUDIT_FAILED: 30,
} as const;
export const profileDocumentStatusSchema = z.literal(Object.values(ProfileDocumentStatus));
export type ProfileDocumentStatusValue = z.infer<typeof profileDocumentStatusSchema>;

export const BetType = { REAL: 1, CHAMPIONSHIP: 3 } as const;
export const betTypeSchema = z.literal(Object.values(BetType));
export type BetTypeValue = z.infer<typeof betTypeSchema>;

/** The spec calls it "transaction type"; it tells which balance (cash, bonus, free) a row moves. */
export const TransactionType = { CASH: 1, BONUS: 2, FREE: 3 } as const;
export const transactionTypeSchema = z.literal(Object.values(TransactionType));
export type TransactionTypeValue = z.infer<typeof transactionTypeSchema>;

/** The spec skips 2. */
export const PlayerStatus = { FAIL: 0, SUCCESS: 1, SUSPEND: 3 } as const;
export const playerStatusSchema = z.literal(Object.values(PlayerStatus));
export type PlayerStatusValue = z.infer<typeof playerStatusSchema>;

/** The spec gives only the numbers 1-13, 98 and 99, not what each platform is. */
export const PlatformType = {
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
} as const;
export const platformTypeSchema = z.literal(Object.values(PlatformType));
export type PlatformTypeValue = z.infer<typeof platformTypeSchema>;

export const NewsType = { WITHDRAW: 0, SHARE: 10 } as const;
export const newsTypeSchema = z.literal(Object.values(NewsType));
export type NewsTypeValue = z.infer<typeof newsTypeSchema>;

export const NewsStatus = { UNREAD: 0, READ: 10 } as const;
export const newsStatusSchema = z.literal(Object.values(NewsStatus));
export type NewsStatusValue = z.infer<typeof newsStatusSchema>;

export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export const genderSchema = z.enum(Gender);
export type GenderValue = z.infer<typeof genderSchema>;

export const PromotionAction = {
  DEPOSIT: 'DEPOSIT',
  INVITE: 'INVITE',
  REGISTER: 'REGISTER',
  LAUNCH_GAME: 'LAUNCH_GAME',
  CLOSE_ONLY: 'CLOSE_ONLY',
} as const;
export const promotionActionSchema = z.enum(PromotionAction);
export type PromotionActionValue = z.infer<typeof promotionActionSchema>;

/** Chosen by user agent: Android, iPhone, iPad and the like are `mobile`. */
export const GameChannel = { PC: 'pc', MOBILE: 'mobile' } as const;
export const gameChannelSchema = z.enum(GameChannel);
export type GameChannelValue = z.infer<typeof gameChannelSchema>;

/** The message sets the app ships; sent as `X-FE-LANG`. */
export const Language = {
  EN: 'en',
  PT: 'pt',
  ES: 'es',
  DE: 'de',
  FR: 'fr',
  IT: 'it',
  FI: 'fi',
  TR: 'tr',
  JA: 'ja',
  FIL: 'fil',
} as const;
export const languageSchema = z.enum(Language);
export type LanguageValue = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: LanguageValue = Language.EN;

/** The login payload's `type` has one fixed value. */
export const LoginType = { MEMBER: 'MEMBER' } as const;
export const loginTypeSchema = z.enum(LoginType);
export type LoginTypeValue = z.infer<typeof loginTypeSchema>;

/** The backend's 0/1 flags: `enabled`, `credited`, `playForFun`, `status` of countries. */
export const Flag = { OFF: 0, ON: 1 } as const;
export const flagSchema = z.literal(Object.values(Flag));
export type FlagValue = z.infer<typeof flagSchema>;

/** The spec fixes only 0 (internal link); 1 for an external link is ours. */
export const BannerType = { INTERNAL_LINK: 0, EXTERNAL_LINK: 1 } as const;
export const bannerTypeSchema = z.literal(Object.values(BannerType));
export type BannerTypeValue = z.infer<typeof bannerTypeSchema>;

/** Names of the script settings `/sys/sysSetting/acquire` answers. */
export const SettingScriptName = {
  FB_ADS_SCRIPT: 'fbAdsScript',
  LIVE_CHAT_SCRIPT: 'liveChatScript',
} as const;
export const settingScriptNameSchema = z.enum(SettingScriptName);
export type SettingScriptNameValue = z.infer<typeof settingScriptNameSchema>;

/**
 * Answer of `/sys/sysSetting/checkBlock`: the spec fixes only that 1 means "not blocked, may
 * play"; 0 for blocked is ours. The client treats anything but 1 as blocked.
 */
export const CheckBlockResult = { BLOCKED: 0, ALLOWED: 1 } as const;
export const checkBlockResultSchema = z.literal(Object.values(CheckBlockResult));
export type CheckBlockResultValue = z.infer<typeof checkBlockResultSchema>;

/**
 * `status` of the access policy (`/sys/ipinfoCloudFlare`). The spec says only "url and
 * status"; the values are ours: 1 allowed, 0 restricted (the app then goes to `url`).
 */
export const AccessStatus = { RESTRICTED: 0, ALLOWED: 1 } as const;
export const accessStatusSchema = z.literal(Object.values(AccessStatus));
export type AccessStatusValue = z.infer<typeof accessStatusSchema>;

/** Help topics of the help-topic selector, used as the contact form's query type. */
export const HelpTopic = {
  DEPOSIT: 'deposit',
  WITHDRAW: 'withdraw',
  BONUS: 'bonus',
  CLOSING: 'closing',
  SECURITY: 'security',
  VERIFICATION: 'verification',
  TECH_ISSUE: 'techIssue',
} as const;
export const helpTopicSchema = z.enum(HelpTopic);
export type HelpTopicValue = z.infer<typeof helpTopicSchema>;

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
