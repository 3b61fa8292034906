interface FormatMoneyOptions {
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
  { signed = false }: FormatMoneyOptions = {},
): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay,
    }).format(amount);
    return `${number} ${currency}`;
  }
}

/** A moment in the reader's language and time zone, e.g. "22 Nov 2026, 13:00". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
