/**
 * The app's one formatter for money, counts, dates and times, in the reader's language (every
 * function takes i18next's `i18n.language`). Screens never build an Intl formatter of their own.
 */

const twoDecimals = (language: string, signDisplay: 'auto' | 'exceptZero' = 'auto') =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay });

/** Two decimals in the reader's language, e.g. 1,500.00 (spec 02: amounts show two decimals). */
export function formatMoney(amount: number, language: string): string {
  return twoDecimals(language).format(amount);
}

/** Two decimals and the currency code, e.g. "1,500.00 USD" (limits, where the code is the unit). */
export function formatAmount(amount: number, currency: string, language: string): string {
  return `${formatMoney(amount, language)} ${currency}`;
}

interface CurrencyAmountOptions {
  /** Writes + before a gain and − before a loss (net results). */
  signed?: boolean;
}

/**
 * An amount in a currency, in the reader's language: `$42.50`, `42,50 €`. Codes Intl does not
 * know as currencies (USDT, 4-5 letters) are written after the number instead of failing.
 */
export function formatCurrencyAmount(
  amount: number,
  currency: string,
  language: string,
  { signed = false }: CurrencyAmountOptions = {},
): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay }).format(amount);
  } catch {
    return `${twoDecimals(language, signDisplay).format(amount)} ${currency}`;
  }
}

/** Up to two decimals, none when whole, e.g. 12.35 or 12 (amounts in thousands). */
export function formatUpToTwoDecimals(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(
    value,
  );
}

/** A count (points, people) in the reader's language, e.g. 2,600 or 2.600. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A moment in the reader's language and time zone, e.g. "22 Nov 2026, 13:00". */
export function formatDateTime(value: string | number | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/** A day in the reader's language, e.g. "22 Nov 2026". */
export function formatDate(value: string | number | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

/** Rounds to cents, as amounts are shown and as the cash-out rule 3 compares them (spec 02 §5). */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Two decimals after the member's currency symbol, e.g. "$1,500.00" (the money screens' amounts). */
export function formatSymbolAmount(amount: number, symbol: string, language: string): string {
  return `${symbol}${formatMoney(amount, language)}`;
}
