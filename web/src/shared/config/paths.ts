/**
 * Every path of the app (spec 01 section 2), named once: the route table and the links of the
 * features use these, never retyped strings.
 */
export const paths = {
  home: '/',
  index: '/index',
  join: '/join',
  activation: '/activation',
  login: '/login',
  redirect: '/redirect',
  passwordReset: '/password/reset',
  aboutBtc: '/aboutBtc',
  article: '/article',
  withdrawQuery: '/withdrawQuery',
  withdrawLogin: '/withdrawLogin',
  withdrawQueryDetail: '/withdrawQueryDetail',
  queryOne: '/queryOne',
  queryTwo: '/queryTwo',
  queryThree: '/queryThree',
  payment: '/payment/:provider/:page',
  // Two of the callback pages are the payment window's own, drawn without the shell.
  paymentProcessing: '/payment/:provider/processing',
  paymentClose: '/payment/:provider/close',
  branchIndex: '/branchIndex',
  help: '/branchIndex/help',
  branchMyAccount: '/branchIndex/myAccount',
  branchTableGames: '/branchIndex/tableGames',
  branchCashier: '/branchIndex/cashier',
  branchBonus: '/branchIndex/bonus',
  myAccountInfo: '/myAccount/myAccountInfo',
  depositRules: '/myAccount/myAccountInfo/depositRules',
  bonusRules: '/myAccount/myAccountInfo/bonusRules',
  casino361: '/myAccount/myAccountInfo/casino361',
  aboutUs: '/myAccount/myAccountInfo/aboutUs',
  privacyPolicy: '/myAccount/myAccountInfo/privacyPolicy',
  tableGamesInfo: '/tableGames/tableGamesInfo',
  blackjack: '/tableGames/tableGamesInfo/blackjack',
  cashierInfo: '/cashier/cashierInfo',
  withdrawalRules: '/cashier/cashierInfo/withdrawalRules',
  bonusInfo: '/bonus/bonusInfo',
  bonusTerms: '/bonus/bonusInfo/terms',
  // Player protection (ours): advice and help for everyone.
  saferGambling: '/safer-gambling',
  notFound: '/404',
  /** Player-protection tools (ours). */
  responsibleGaming: '/responsible-gaming',
} as const;

/** `/login?backurl=...`: the login page returns there after signing in. */
export function loginPathWithBackurl(backurl: string): string {
  return `${paths.login}?backurl=${encodeURIComponent(backurl)}`;
}

/** `/article?id=...` */
export function articlePath(articleId: string | number): string {
  return `${paths.article}?id=${encodeURIComponent(String(articleId))}`;
}

/** The path of a hash-router location (`#/join?x=1` is /join; no hash is home). */
export function hashPathname(hash: string): string {
  const path = hash.replace(/^#/, '') || '/';
  return new URL(path, 'http://app.invalid').pathname;
}

/** Home has two paths (spec 01 section 2). */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || pathname === paths.index;
}
