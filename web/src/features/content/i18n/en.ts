/** English texts of the content feature (namespace 'content'); every other language mirrors these keys. */
export const messages = {
  article: {
    loading: 'Loading the page…',
    failed: 'This page could not be loaded.',
    retry: 'Try again',
    missingId: 'No article was chosen. Open an article from a link or a banner.',
    imageLink: 'Open the linked page',
  },
  feedback: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    commentYes: 'Great! Anything you would add?',
    commentNo: 'Sorry about that. What were you looking for?',
    send: 'Send feedback',
    thanks: 'Thank you for your feedback.',
  },
  overlay: {
    moreHelp: 'More answers in the Help centre',
  },
  legal: {
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    privacySite: 'Privacy Policy',
    userAgreement: 'User Agreement',
    aboutUs: 'About Us',
    cashoutRules: 'Cashout Rules',
    messageCentre: 'Message Centre',
  },
  info: {
    banking: 'Banking',
    withdrawalRules: 'Withdrawal Rules',
    promotions: 'Promotions',
    cryptoGuide: 'Crypto Guide',
  },
  banking: {
    methods: 'Accepted payment methods',
    cryptoGuide: 'New to crypto? Read our crypto guide',
  },
  cryptoGuide: {
    mediaNote: 'Open a step to see how it works, with a short captioned video of each step.',
    promotions: 'Crypto promotions',
  },
  promotion: {
    title: 'Promotion',
  },
} as const;
