import type { EndpointName } from '@casino/contracts/registry';

/**
 * Which calls `npm run conformance` makes against a real backend. Every call of the registry
 * is in exactly one list (a test checks), so a new call needs a decision before it ships.
 */

/** Calls that change nothing: made on every run. */
export const READ_ONLY_CALLS = [
  'tokenInfo',
  'checkRegister',
  'captchaImage',
  'getMember',
  'newsUnreadCount',
  'newsListPage',
  'checkChatAvailable',
  'contactUsSetting',
  'acquireSetting',
  'accessPolicy',
  'stateListAll',
  'stateFind',
  'countryListAll',
  'countryFind',
  'callingCodeList',
  'currencyListAll',
  'bannerListAll',
  'inviteConfigListAll',
  'vipLevelListAll',
  'articleGet',
  'currentPromotion',
  'gameGet',
  'gameTryPlayUrl',
  'gameVendorDomain',
  'checkBlock',
  'gameListPage',
  'gameOverview',
  'gameHistoryPage',
  'latestWins',
  'fileGet',
  'depositPaymentMethodFind',
  'depositPaymentMethodListAll',
  'depositPaymentMethodMaxBonusInfo',
  'memberDepositConfig',
  'creditcardBillingInfo',
  'cashGetImg',
  'cashFindOrder',
  'paypFindOrder',
  'stripeFindOrder',
  'paypalFindOrder',
  'depositPollingStatus',
  'cryptoQrcode',
  'withdrawConfig',
  'withdrawListPage',
  'cashoutPaymentMethodListAll',
  'memberTransactionPage',
  'vipStoreListAll',
  'withdrawQueryStatus',
  'protectionStatus',
  'protectionPlaySession',
  'protectionActivity',
] as const satisfies readonly EndpointName[];

/** Calls that move money or change the test member: made only with `--write`. */
export const WRITE_CALLS = [
  'receiveInviteBonus',
  'setNewsStatus',
  'gameLaunchUrl',
  'creditcardDeposit',
  'cattlDeposit',
  'cattlPay',
  'onlyPayDeposit',
  'cashDepositOrder',
  'paypDepositOrder',
  'stripeDepositOrder',
  'paypalDepositOrder',
  'paypalTrigger',
  'cryptoDeposit',
  'cryptDepositOrder',
  'withdrawApply',
  'withdrawCancel',
  'memberDocumentsUpdate',
  'vipStoreRedeem',
] as const satisfies readonly EndpointName[];

/**
 * Never made by the command: they create accounts, send mail, change the password, rotate
 * or end the session it runs on (sign-in and sign-out are its own first and last steps), lock
 * the test member out (breaks, self-exclusion, limits), or need files (uploads).
 */
export const NEVER_CALLED = [
  'login',
  'logout',
  'tokenRefresh',
  'register',
  'facebookRegister',
  'sendForgotPasswordMail',
  'resendActivationMail',
  'activate',
  'resetPassword',
  'changePassword',
  'fileUpload',
  'protectionSetLimit',
  'protectionSetRealityCheck',
  'protectionContinue',
  'protectionTakeBreak',
  'protectionSelfExclude',
] as const satisfies readonly EndpointName[];

/**
 * Sample fields that name the member: set to the signed-in member's id, so the backend does
 * not refuse the sample as another member's. `memberId` and `memberId_EQ` everywhere, plus
 * the calls whose `id` is the member's.
 */
export const MEMBER_ID_FIELDS: {
  everywhere: readonly string[];
  byCall: Partial<Record<EndpointName, string>>;
} = {
  everywhere: ['memberId', 'memberId_EQ'],
  byCall: { getMember: 'id', checkBlock: 'id' },
};
