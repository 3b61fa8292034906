/** Money crosses the contract in major units with two decimals and is stored in minor units. */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;
