/** Two decimals in the reader's language, e.g. 1,500.00 (spec 02: amounts show two decimals). */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** Rounds to cents, as the cash-out rule 3 compares the amount (spec 02 §5). */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A count (points, people) in the reader's language, e.g. 2,600 or 2.600. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
