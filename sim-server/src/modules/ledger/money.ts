/** Money crosses the contract in major units with two decimals and is stored in minor units. */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/**
 * Money as the simulator writes it for a player: minor units 1250 in USD → `12.50 USD`. The
 * envelope and the news list find this form in a message and rewrite it for the reader's language.
 */
export const moneyText = (minor: number, currency: string): string =>
  `${toMajor(minor).toFixed(2)} ${currency}`;
