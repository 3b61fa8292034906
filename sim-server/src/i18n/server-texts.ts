/**
 * Every text the simulator writes for a player, in English: the source the other nine
 * languages translate (`texts/<lang>.ts`, typed by `ServerTexts`, so a missing text fails the
 * type check). Refusals and news keep being written in English where they arise; the envelope
 * and the news list translate them on the way out by matching these templates, so the modules
 * that raise them need no change. `{placeholder}` names say what a value is (see translate.ts):
 * money, whole numbers and times are re-formatted with Intl for the reader's language.
 */
export const englishServerTexts = {
  // Envelope refusals: session and access.
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You can only act on your own account',
  serverBusy: 'Server is busy, please try later',
  notFoundArticle: 'Article was not found',
  notFoundMember: 'Member was not found',
  notFoundDocuments: 'Documents was not found',
  notFoundDocumentFile: 'Document file {id} was not found',
  notFoundVipPackage: 'VIP store package was not found',
  notFoundDepositMethod: 'Deposit method was not found',
  notFoundDepositOrder: 'Deposit order was not found',
  notFoundCountry: 'Country was not found',
  notFoundState: 'State was not found',
  notFoundNews: 'News item was not found',
  notFoundInviteTier: 'Invite tier was not found',
  notFoundGame: 'Game was not found',
  notFoundGameVendor: 'Game vendor was not found',
  notFoundWithdrawal: 'Withdrawal was not found',
  // Sign-in, sign-up, activation, password.
  badCredentials: 'The username or password is incorrect',
  signInLockedOne: 'Too many failed sign-in attempts. Please try again in 1 minute (after {time}).',
  signInLocked: 'Too many failed sign-in attempts. Please try again in {minutes} minutes (after {time}).',
  activationInvalid: 'This activation link is invalid, used or expired. Please ask for a new one.',
  activatedAlready: 'This account is activated already. Please sign in.',
  accountDisabledContact: 'This account is disabled. Please contact support.',
  accountDisabled: 'This account is disabled',
  captchaMissing: 'Please enter the characters shown in the image',
  captchaExpired: 'The image has expired, please load a new one',
  captchaWrong: 'The characters do not match the image, please try again',
  passwordIsAccount: 'The password must not be your username or e-mail.',
  resetInvalid: 'This reset link is invalid, used or expired. Please ask for a new one.',
  requiredEmail: 'Email required',
  requiredUsername: 'Username required',
  requiredPassword: 'Password required',
  requiredRepeat: 'Please repeat the password',
  requiredMobilePrefix: 'Please choose international code of your mobile number',
  requiredMobile: 'Mobile Number required',
  requiredFirstName: 'firstName required',
  requiredLastName: 'lastName required',
  requiredGender: 'Gender required',
  requiredBirthday: 'Birthday required',
  requiredCurrency: 'Currency required',
  requiredCountry: 'Country required',
  requiredState: 'State required',
  requiredPostalCode: 'Postal code required',
  requiredCity: 'City required',
  requiredAddress: 'Address required',
  birthdayInvalid: 'Birthday is not a valid date',
  underAge: 'You must be at least {count} years old to sign up',
  usernameTaken: 'This username is already taken, please choose another',
  emailTaken: 'This e-mail address is already registered',
  currencyNotOffered: 'Currency {code} is not offered',
  countryNotOffered: 'Country {code} is not offered',
  stateNotOfCountry: 'State {code} is not a state of {country}',
  termsRequired:
    'Sorry, we can not accept you to be our customer unless you agree to our terms and conditions',
  // Games.
  gameUnavailable: 'This game is not available now',
  playBlocked: 'Real-money play is blocked for this account',
  noFunPlay: 'This game cannot be played for fun',
  notPlayableHere: 'This game cannot be played here',
  gameSessionExpired: 'This game session has expired or does not exist. Close the game and open it again.',
  notEnoughPlayMoney: 'Not enough play money for this bet',
  chooseBet: 'bet: choose a bet first',
  chooseRouletteBet: 'choice: pick red, black, odd, even, low, high, a dozen or a number',
  chooseBlackjackMove: 'choice: deal, hit or stand',
  finishHand: 'Finish the hand in play first (hit or stand)',
  noHand: 'There is no hand in play: deal first',
  insufficientBalance: 'Insufficient balance',
  insufficientBalanceBet: 'Insufficient balance for this bet',
  // Deposits.
  cardDeclined: 'Your card was declined',
  providerDown: 'The payment provider is not answering. Try again later.',
  depositMinimum: 'Minimum deposit is {money}',
  depositMaximum: 'Maximum deposit is {money}',
  depositMethodUnavailable: 'The deposit method {code} is not available',
  cardNumberInvalid: 'cardNum: the card number is not valid (check the digits)',
  cardCvvInvalid: 'cardCvv: the CVV of this card is {count} digits',
  cardMonthInvalid: "expireMonth: choose a month '01' to '12'",
  cardYearInvalid: 'expireYear: enter the year as 4 digits',
  cardYearPast: 'expireYear: the card has expired (the year is in the past)',
  cardYearTooFar: 'expireYear: choose a year up to {year}',
  cardMonthPast: 'expireMonth: the card has expired (the month is in the past)',
  // Payment refusals (the deposit plan's outcomes and the card's billing fields).
  paymentDeclined: 'The payment was declined',
  paymentDeclinedByProvider: 'The payment was declined by the provider',
  paymentCancelled: 'The payment was cancelled',
  paymentExpired: 'The payment was expired',
  paymentWindowClosed: 'The payment window closed before it was paid',
  paymentProcessing: 'The payment is still being processed',
  cardInsufficientFunds: 'Your card has insufficient funds',
  cardExpired: 'Your card has expired',
  cardCvcIncorrect: "Your card's security code is incorrect",
  cardProcessingError: 'An error occurred while processing your card. Try again in a little bit.',
  billingFirstName: 'cardFirstName: enter the billing first name',
  billingLastName: 'cardLastName: enter the billing last name',
  billingCountry: 'cardCountry: enter the billing country',
  billingState: 'cardState: enter the billing state',
  billingCity: 'cardCity: enter the billing town or city',
  billingAddress: 'cardAddress: enter the billing address',
  billingPostalCode: 'cardPostalCode: enter the billing postal code',
  // Files.
  fileChoose: 'file: choose a JPEG, PNG or BMP picture to upload',
  fileEmpty: 'file: the file is empty',
  fileTooLarge: 'File is too large (5 MB at most)',
  fileTooMany: 'Too many files in one upload',
  fileNotImage:
    'Only JPEG, PNG or BMP pictures can be uploaded; this file is none of them, whatever its name says',
  fileUnreadable:
    'The file looks like {code} but cannot be read as an image; upload a JPEG, PNG or BMP picture',
  // Cash-outs.
  wagerFirst: 'You have unfinished bets: wager {money} more before cashing out',
  withdrawableTooLow: 'Insufficient withdrawable balance ({money})',
  firstDepositNeeded: 'For the first withdrawal, please make a deposit of at least {money}',
  withdrawalMinimum: 'The minimum withdrawal is {money}',
  withdrawalMaximum: 'The maximum withdrawal is {money}',
  cashoutMethodUnavailable: 'This cash-out method is not available',
  cancelOnlyPending: 'Only a pending withdrawal can be cancelled',
  proofsOwn: 'Proofs must be documents you uploaded yourself',
  withdrawalChanged: 'The withdrawal changed meanwhile; try again',
  withdrawQueryLocked: 'Too many attempts; try again in {minutes} minutes',
  withdrawQueryNoMatch: 'No withdrawal matches these details',
  // Rewards.
  inviteRedeemed: 'This invite reward was already redeemed',
  inviteNeedsFriends: 'Invite {count} friends to earn this reward (you have invited {have})',
  vipPackageLevel: 'This package is for {level} members and above',
  vipPackagePoints: 'This package needs {count} points; you have {have}',
  // Player protection.
  onBreak: 'You are taking a break until {time}: sign-in, play and deposits are refused until then.',
  selfExcludedForGood:
    'You have excluded yourself from gambling permanently: sign-in, play and deposits are refused.',
  selfExcluded:
    'You have excluded yourself from gambling until {time}: sign-in, play and deposits are refused until then.',
  breakActive: 'You already have a break until {time}; it cannot be shortened, only extended.',
  selfExclusionActive:
    'You already have a self-exclusion until {time}; it cannot be shortened or replaced by a break.',
  selfExclusionActiveForGood:
    'You already have a self-exclusion for good; it cannot be shortened or replaced by a break.',
  depositLimit: 'This deposit would pass your {period} {kind} limit of {money}: {money2} left.',
  depositLimitUntil:
    'This deposit would pass your {period} {kind} limit of {money}: {money2} left, more from {time}.',
  betLimit: 'This bet would pass your {period} {kind} limit of {money}: {money2} left.',
  betLimitUntil:
    'This bet would pass your {period} {kind} limit of {money}: {money2} left, more from {time}.',
  // Message centre (news).
  newsCashoutPending: 'Your cash-out of {money} is pending review',
  newsCashoutApproved: 'Your cash-out of {money} was approved and is waiting for payment',
  newsCashoutPaying: 'Your cash-out of {money} is being paid',
  newsCashoutPaid: 'Your cash-out of {money} has been paid',
  newsCashoutCompleted: 'Your cash-out of {money} is completed',
  newsCashoutCancelled: 'Your cash-out of {money} was cancelled; the funds are back in your balance',
  newsCashoutRejected: 'Your cash-out of {money} was rejected; the funds are back in your balance',
  newsCashoutFailed: 'Your cash-out of {money} failed; the funds are back in your balance',
  newsWithdrawalPaid: 'Your withdrawal of {money} was paid.',
  newsWithdrawalProcessing: 'Your withdrawal of {money} is being processed.',
  newsFriendJoined: 'A friend joined with your invitation code: an invite reward is waiting for you.',
  newsInviteRewardOne: 'You received an invite reward of {money} for inviting 1 friend.',
  newsInviteReward: 'You received an invite reward of {money} for inviting {count} friends.',
  // Mails (composed by key, never matched).
  mailGreeting: 'Hello {name},',
  mailGreetingAnonymous: 'Hello,',
  mailSignature: 'The {siteName} team',
  mailActivationSubject: 'Activate your {siteName} account',
  mailActivationWelcome: 'Welcome to {siteName}! Your username is {username}.',
  mailActivationAsk: 'Please confirm your e-mail address by opening this link:',
  mailActivationClosing: 'The link works for 48 hours. If you did not sign up, you can ignore this mail.',
  mailResetSubject: 'Reset your {siteName} password',
  mailResetRequested: 'We received a request to reset the password of {username}.',
  mailResetAsk: 'Choose a new password by opening this link:',
  mailResetClosing:
    'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
} as const;

export type ServerTextKey = keyof typeof englishServerTexts;

/**
 * Words that fill a `{period}`, `{kind}` or `{level}` slot, by their English form: limit periods,
 * limit kinds (as the name of the limit) and VIP level names.
 */
export const englishSlotWords = {
  '24-hour': '24-hour',
  '7-day': '7-day',
  '30-day': '30-day',
  deposit: 'deposit',
  loss: 'loss',
  wager: 'wager',
  Bronze: 'Bronze',
  Silver: 'Silver',
  Gold: 'Gold',
  Diamond: 'Diamond',
  higher: 'higher',
} as const;

export type SlotWord = keyof typeof englishSlotWords;

/** One language's server texts: every key, and every slot word. */
export interface ServerTexts {
  texts: Record<ServerTextKey, string>;
  words: Record<SlotWord, string>;
}
