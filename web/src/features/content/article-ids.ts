/**
 * The operator's article ids. These mirror the ids the back office gives its articles (the
 * simulator seeds the same numbers); a real backend is configured to keep them stable, so the
 * app links legal pop-ups and help pages by them.
 */
export const articleIds = {
  terms: 1,
  privacyPolicy: 2,
  /** The privacy policy with site name and site e-mail filled in by the operator. */
  privacyPolicySite: 3,
  userAgreement: 4,
  aboutUs: 5,
  banking: 6,
  withdrawalRules: 7,
  promotions: 8,
  cashoutRules: 9,
  cryptoGuide: 10,
  vipClub: 11,
  messageCentre: 12,
  helpHome: 13,
  myAccountInfo: 14,
  depositRules: 15,
  bonusRules: 16,
  casinoRules: 17,
  tableGamesInfo: 18,
  blackjack: 19,
  cashierInfo: 20,
  bonusInfo: 21,
  bonusTerms: 22,
} as const;

export type ArticleSlug = keyof typeof articleIds;
