/** English texts of the public withdrawal lookup (namespace 'withdraw-query'). */
export const messages = {
  intro: {
    what: 'Follow a withdrawal without signing in. You will need:',
    needAccount: 'your username or e-mail address,',
    needReference: 'the withdrawal reference (the number shown in your cash-out history),',
    needPassword: 'your account password.',
    stepByStep: 'Start step by step',
    oneForm: 'Use one form',
  },
  steps: {
    label: 'Lookup steps',
    account: 'Account',
    verify: 'Verify',
    status: 'Status',
    done: 'done',
  },
  fields: {
    account: 'Username or e-mail',
    reference: 'Withdrawal reference',
    referenceHint: 'The number of the withdrawal, e.g. 1024.',
    password: 'Password',
  },
  actions: {
    next: 'Next',
    back: 'Back',
    lookUp: 'Check status',
  },
  verify: {
    summary: 'Withdrawal #{{id}} of {{account}}. Enter the account password to see its status.',
  },
  errors: {
    accountRequired: 'Username / Email required',
    referenceRequired: 'Withdrawal reference required',
    referenceInvalid: 'Enter the reference as a number, e.g. 1024',
    passwordRequired: 'Password required',
    lookupFailed: 'The withdrawal could not be found. Check the details and try again.',
  },
  startAgain: {
    text: 'This step needs the details of the previous one. Please start the lookup again.',
    link: 'Start the lookup',
  },
  result: {
    title: 'Withdrawal #{{id}}',
    status: 'Status',
    amount: 'Amount',
    requested: 'Requested',
    updated: 'Last update',
    another: 'Look up another withdrawal',
  },
  status: {
    pendingReview: 'Pending review',
    pendingPayment: 'Pending payment',
    paymentInProgress: 'Payment in progress',
    paymentSuccessful: 'Payment successful',
    rejected: 'Rejected',
    failed: 'Failed',
    completed: 'Completed',
    canceled: 'Canceled',
  },
  statusExplain: {
    pendingReview: 'Our team is reviewing the request. This usually takes 1 to 7 business days.',
    pendingPayment: 'The request was approved and is waiting to be paid out.',
    paymentInProgress: 'The payment has been sent to the payment provider.',
    paymentSuccessful: 'The provider confirmed the payment. The money should reach you shortly.',
    rejected:
      'The request was rejected and the amount returned to your balance. Contact support for the reason.',
    failed: 'The payment failed and the amount was returned to your balance. You can apply again.',
    completed: 'The withdrawal is complete.',
    canceled: 'The request was canceled and the amount returned to your balance.',
  },
} as const;
