/**
 * Stable article ids by slug, shared by the app and the simulator's seed. The operator's back
 * office gives its articles these ids and a real backend keeps them stable; the app links legal
 * pop-ups and help pages by them (`/article?id=N`), so an id never changes once given and new
 * articles take new numbers.
 */
export const articleIds = {
  terms: 1,
  privacyPolicy: 2,
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
