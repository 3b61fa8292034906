/**
 * Card-number rules shared by the card form (checked before money moves), the simulator's card
 * calls and the journal's masking: written once.
 */

/** The Luhn checksum every card number carries (a mistyped digit fails it). Digits only. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as the card calls take it: 12 to 19 digits passing the Luhn checksum. */
export const isCardNumber = (value: string): boolean => /^\d{12,19}$/.test(value) && isLuhnValid(value);

/** American Express style numbers (15 digits, 34 or 37) carry a 4-digit code; every other card 3. */
export function cvvLengthOf(cardNum: string): 3 | 4 {
  return /^3[47]\d{13}$/.test(cardNum) ? 4 : 3;
}

/** The card's security code: digits only, as many as its number calls for. */
export const isCvvFor = (cardNum: string, cvv: string): boolean =>
  /^\d+$/.test(cvv) && cvv.length === cvvLengthOf(cardNum);
