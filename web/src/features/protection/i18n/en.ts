/** English texts of player protection: responsible gaming and safer gambling (namespace 'protection'). */
export const messages = {
  page: {
    loadFailed: 'Your responsible gaming settings could not be loaded.',
    retry: 'Try again',
    saferGamblingLink: 'Safer gambling: advice, self-assessment and where to get help',
    activityTitle: 'Account activity',
    activityText: 'See what you have deposited and withdrawn, to keep track of what you spend.',
    activityLink: 'See your account activity',
    blockBreak: 'You are on a break until {{date}}.',
    blockExclusion: 'You are self-excluded until {{date}}.',
    blockExclusionPermanent: 'You are permanently self-excluded.',
  },
  limits: {
    kinds: {
      DEPOSIT: {
        title: 'Deposit limits',
        intro:
          'Cap what you can deposit in 24 hours, 7 days and 30 days. You can set more than one: the one with the least room left applies.',
      },
      LOSS: {
        title: 'Loss limits',
        intro: 'Cap what you can lose (your stakes minus your wins) in 24 hours, 7 days and 30 days.',
      },
      WAGER: {
        title: 'Wager limits',
        intro: 'Cap the total you can stake in 24 hours, 7 days and 30 days.',
      },
    },
    periods: {
      DAY: 'Per 24 hours',
      WEEK: 'Per 7 days',
      MONTH: 'Per 30 days',
    },
    names: {
      DEPOSIT: {
        DAY: '24-hour deposit limit',
        WEEK: '7-day deposit limit',
        MONTH: '30-day deposit limit',
      },
      LOSS: {
        DAY: '24-hour loss limit',
        WEEK: '7-day loss limit',
        MONTH: '30-day loss limit',
      },
      WAGER: {
        DAY: '24-hour wager limit',
        WEEK: '7-day wager limit',
        MONTH: '30-day wager limit',
      },
    },
    rule: 'A new or lower limit applies at once. A higher limit or a removal applies only after a 24-hour cooling-off period.',
    none: 'No limit set',
    used: '{{used}} used',
    remaining: '{{remaining}} left',
    meter: 'Share of the {{limit}} used',
    resets: 'Room frees up from {{time}}.',
    pending: 'Pending change',
    pendingRaise: 'Rises to {{amount}} on {{time}}.',
    pendingRemoval: 'Removed on {{time}}.',
    keepCurrent: 'Keep the current limit',
    amountLabel: 'Limit in {{currency}}',
    newAmountLabel: 'New limit in {{currency}}',
    set: 'Set limit',
    change: 'Change limit',
    remove: 'Remove limit',
    removeTitle: 'Remove your {{limit}}?',
    removeMessage:
      'A removal applies only after a 24-hour cooling-off period. Your limit stays in force until {{time}}, and you can keep it at any time before then.',
    removeConfirm: 'Remove after 24 hours',
    savedNow: 'Your {{limit}} of {{amount}} applies now.',
    savedLater: 'Your {{limit}} changes to {{amount}} on {{time}}, after the cooling-off period.',
    removalScheduled: 'Your {{limit}} will be removed on {{time}}.',
    pendingCancelled: 'The pending change is cancelled: your {{limit}} stays at {{amount}}.',
    errors: {
      required: 'Enter an amount.',
      invalid: 'Enter an amount above zero, with at most two decimals.',
      tooLarge: 'Enter at most {{max}}.',
      unchanged: 'This is already your limit.',
    },
  },
  realityCheck: {
    title: 'Reality checks',
    intro:
      'A reminder while you play, showing how long you have been signed in and how much you have won or lost.',
    label: 'Remind me',
    every: 'Every {{minutes}} minutes',
    off: 'Off',
    save: 'Save',
    savedOn: 'You will be reminded every {{minutes}} minutes.',
    savedOff: 'Reality checks are off.',
  },
  takeBreak: {
    title: 'Take a break',
    intro:
      'Step away from gambling for a while. Your account is locked for the time you choose, and the break cannot be ended early.',
    label: 'Length of the break',
    periods: {
      DAY: '24 hours',
      WEEK: '7 days',
      MONTH: '30 days',
      SIX_WEEKS: '6 weeks',
    },
    start: 'Take a break',
    confirmTitle: 'Take a break for {{period}}?',
    consequencesIntro: 'Please read what happens when you confirm:',
    immediate: 'The break starts now and you are signed out on every device.',
    until: 'You cannot sign in, play or deposit until {{date}}.',
    withdrawals: 'Withdrawals you have already requested are still paid.',
    final: 'The break cannot be cancelled or shortened once it has started.',
    confirm: 'Start my break',
    doneTitle: 'Your break has started',
    done: 'You have been signed out. You can sign in again from {{date}}.',
  },
  selfExclusion: {
    title: 'Self-exclusion',
    intro:
      'If you feel gambling is becoming a problem, exclude yourself for six months or longer. It is also wise to exclude yourself from other gambling sites and to talk to one of the organisations on our safer gambling page.',
    label: 'Length of the self-exclusion',
    periods: {
      SIX_MONTHS: '6 months',
      ONE_YEAR: '1 year',
      FIVE_YEARS: '5 years',
      PERMANENT: 'Permanently',
    },
    start: 'Self-exclude',
    confirmTitle: 'Self-exclude for {{period}}?',
    confirmTitlePermanent: 'Self-exclude permanently?',
    consequencesIntro: 'This is a serious step. Please read what happens when you confirm:',
    immediate: 'Your self-exclusion starts now and you are signed out on every device.',
    until: 'You cannot sign in, play or deposit until {{date}}.',
    permanent: 'You will never again be able to sign in, play or deposit with this account.',
    withdrawals: 'Withdrawals you have already requested are still paid.',
    final:
      'A self-exclusion cannot be shortened, cancelled or lifted early for any reason, even if you ask us to.',
    acknowledge: 'I understand that this self-exclusion cannot be shortened or lifted early.',
    acknowledgeRequired: 'Tick the box to confirm that you understand.',
    confirm: 'Self-exclude now',
    doneTitle: 'Your self-exclusion has started',
    done: 'You have been signed out. Your self-exclusion ends on {{date}}.',
    donePermanent:
      'You have been signed out. Your self-exclusion is permanent. If you need support, the organisations on our safer gambling page can help.',
  },
  safer: {
    whatTitle: 'What safer gambling means',
    whatBody:
      'Gambling should be entertainment that you can afford, never a way to make money, pay debts or escape problems. Playing safely means deciding in advance how much money and time you will spend, and stopping when you reach that point, whether you are winning or losing.',
    tips: {
      budget: 'Set a budget you can afford to lose, and never go over it.',
      time: 'Decide how long you will play, and take regular breaks.',
      chase: 'Never chase your losses: accept them as the cost of the entertainment.',
      mood: 'Do not gamble when you are upset, stressed or lonely, or after drinking alcohol.',
      borrow: 'Never borrow money to gamble, and keep time for family, friends and other interests.',
    },
    underage:
      'Gambling is for adults aged 18 or over. If children use your devices, protect them with parental control software.',
    toolsTitle: 'Tools to stay in control',
    toolsIntro: 'Every account has these tools. You find them on your responsible gaming page.',
    tools: {
      deposit: 'Deposit limits for 24 hours, 7 days and 30 days.',
      lossWager: 'Loss and wager limits, to cap what you lose or stake.',
      realityCheck: 'Reality checks: reminders of how long you have been playing.',
      takeBreak: 'Take a break: 24 hours, 7 days, 30 days or 6 weeks.',
      selfExclusion: 'Self-exclusion: 6 months, 1 year, 5 years or permanently.',
      activity: 'Account activity: what you have deposited and withdrawn over time.',
    },
    openTools: 'Open your responsible gaming settings',
    signInForTools: 'Sign in to set your limits',
    assessmentTitle: 'Self-assessment',
    assessmentIntro:
      'These nine questions come from the Problem Gambling Severity Index. Thinking about the last 12 months, choose the answer that fits best. Your answers stay on this device: nothing is sent to us.',
    questionLabel: 'Question {{number}}: {{question}}',
    questions: {
      q1: 'Have you bet more than you could really afford to lose?',
      q2: 'Have you needed to gamble with larger amounts of money to get the same feeling of excitement?',
      q3: 'When you gambled, did you go back another day to try to win back the money you lost?',
      q4: 'Have you borrowed money or sold anything to get money to gamble?',
      q5: 'Have you felt that you might have a problem with gambling?',
      q6: 'Has gambling caused you any health problems, including stress or anxiety?',
      q7: 'Have people criticised your betting or told you that you had a gambling problem, whether or not you thought it was true?',
      q8: 'Has your gambling caused any financial problems for you or your household?',
      q9: 'Have you felt guilty about the way you gamble or what happens when you gamble?',
    },
    answers: {
      never: 'Never',
      sometimes: 'Sometimes',
      mostOfTheTime: 'Most of the time',
      almostAlways: 'Almost always',
    },
    submit: 'See my result',
    unanswered: 'Answer every question to see your result: {{left}} still to go.',
    resultTitle: 'Your result',
    score: 'Your score is {{score}} out of 27.',
    bands: {
      none: {
        title: 'No sign of a gambling problem',
        advice:
          'You seem to gamble without harm. Keep it that way: set a deposit limit and keep gambling a pastime.',
      },
      low: {
        title: 'Low risk',
        advice:
          'You may have some early signs of harm. Set deposit limits and reality checks, and take a self-assessment again from time to time.',
      },
      moderate: {
        title: 'Moderate risk',
        advice:
          'Your gambling may be causing you harm. Set limits now, think about taking a break, and talk to one of the organisations below: their help is free and confidential.',
      },
      problem: {
        title: 'Gambling is likely harming you',
        advice:
          'Your answers suggest you may have lost control of your gambling. Please contact one of the organisations below today, and think about self-exclusion.',
      },
    },
    disclaimer: 'This is a screening tool, not a diagnosis.',
    restart: 'Start again',
    helpTitle: 'Where to get help',
    helpIntro:
      'Free, confidential support is available to anyone affected by gambling, including family and friends. You do not need to be our customer.',
    phone: 'Phone: {{number}}',
    opensInNewTab: '(opens in a new tab)',
    resources: {
      begambleaware: 'Advice and the National Gambling Helpline (Great Britain), free, 24 hours a day.',
      gamcare: 'Free information, live chat and counselling for anyone affected by gambling (UK).',
      gamblingTherapy: 'Free online support and counselling worldwide, in many languages.',
      gamblersAnonymous: 'Meetings of people who share their experience to stop gambling, in many countries.',
      ncpg: 'The US National Problem Gambling Helpline: free and confidential, 24 hours a day.',
    },
    blockingTitle: 'Blocking software',
    blockingIntro: 'Block access to gambling sites and apps on your own devices:',
    blocking: {
      gamban: 'Blocks gambling sites and apps on all your devices.',
      gamblock: 'Blocks access to gambling sites and apps on computers and phones.',
    },
  },
} as const;
