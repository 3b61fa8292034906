/** Two decimals and the currency code in the reader's language, e.g. "1,500.00 USD". */
export function formatAmount(amount: number, currency: string, language: string): string {
  const figure = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${figure} ${currency}`;
}

/** A date and time in the reader's language, e.g. "23 Nov 2026, 10:00". */
export function formatDateTime(value: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
