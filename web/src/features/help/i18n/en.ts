/** English texts of the help area (namespace 'help'); every other language mirrors these keys. */
export const messages = {
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
  },
  search: {
    label: 'Search the help pages',
    placeholder: 'Search help pages...',
    results_one: '{{count}} page found',
    results_other: '{{count}} pages found',
    none: 'No help page matches your search. Try other words, or contact support.',
    listLabel: 'Help pages',
  },
  sections: {
    browse: 'Browse the help pages',
    inThisSection: 'In this section',
  },
  keywords: {
    myAccountInfo: 'account profile personal details password sign in login',
    depositRules: 'deposit payment card minimum money add funds',
    bonusRules: 'bonus wagering rollover free spins promotion',
    casino361: 'casino rules fair play games conduct',
    aboutUs: 'company contact licence support who we are',
    privacyPolicy: 'privacy data personal information cookies security',
    tableGamesInfo: 'table games roulette baccarat cards',
    blackjack: 'blackjack cards dealer twenty-one',
    cashierInfo: 'cashier payments balance documents verification',
    withdrawalRules: 'withdraw withdrawal cash out payout limits',
    bonusInfo: 'bonuses offers cashback vip',
    bonusTerms: 'bonus terms conditions expiry',
  },
  selector: {
    legend: 'What do you need help with?',
    open: 'Read: {{page}}',
    answers: {
      deposit: 'How to add money, the methods we accept and the minimum deposit.',
      withdraw: 'How cash-outs work, how long they take and the limits that apply.',
      bonus: 'How bonuses are credited and wagered before you can cash them out.',
      closing: 'To close your account, contact support from your account pages; we answer within a day.',
      security: 'How we protect your data and what you can do to keep your account safe.',
      verification: 'Which documents we ask for before a cash-out and how long the review takes.',
      techIssue: 'Something not working? Our team is reachable 24/7; this page has every way to reach us.',
    },
  },
} as const;
