/** English texts of the reality-check reminder (namespace 'reality-check'); every other language mirrors these keys. */
export const messages = {
  dialog: {
    title: 'Reality check',
    intro: 'You have been playing for {{duration}}. Take a moment to look at your session so far.',
    timePlayed: 'Time played',
    wagered: 'Amount wagered',
    net: 'Net result',
    continue: 'Continue',
    logout: 'Log out',
    gameHistory: 'View your game history',
  },
  duration: {
    hoursMinutes: '{{hours}} hr {{minutes}} min',
    minutes: '{{minutes}} min',
  },
} as const;
