/** The birthday control's boxes: YYYY MM DD, one digit each (spec 01 section 2). */
export const BIRTHDAY_DIGIT_COUNT = 8;

export type BirthdayDigits = readonly string[];

export const emptyBirthdayDigits = (): BirthdayDigits =>
  Array.from({ length: BIRTHDAY_DIGIT_COUNT }, () => '');

/** YYYY-MM-DD once all eight boxes hold a digit; '' before (a partial date gives nothing). */
export function birthdayFromDigits(digits: BirthdayDigits): string {
  if (digits.length !== BIRTHDAY_DIGIT_COUNT || digits.some((digit) => !/^\d$/.test(digit))) return '';
  const text = digits.join('');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** Which part of the date a box belongs to, and its place in that part (1-based). */
export function birthdayBoxPart(index: number): {
  part: 'year' | 'month' | 'day';
  position: number;
  count: number;
} {
  if (index < 4) return { part: 'year', position: index + 1, count: 4 };
  if (index < 6) return { part: 'month', position: index - 3, count: 2 };
  return { part: 'day', position: index - 5, count: 2 };
}

/**
 * Writes pasted or typed digits into the boxes from `start` on; returns the new boxes and the
 * index of the last box written (-1 when there were no digits).
 */
export function fillBirthdayDigits(
  digits: BirthdayDigits,
  start: number,
  text: string,
): { digits: BirthdayDigits; lastIndex: number } {
  const incoming = text.replace(/\D/g, '').split('');
  // Eight digits (or a pasted 1990-05-17) are a whole date: they fill every box from the first.
  const from = incoming.length >= BIRTHDAY_DIGIT_COUNT ? 0 : start;
  const next = [...digits];
  let lastIndex = -1;
  for (const [offset, digit] of incoming.entries()) {
    const index = from + offset;
    if (index >= BIRTHDAY_DIGIT_COUNT) break;
    next[index] = digit;
    lastIndex = index;
  }
  return { digits: next, lastIndex };
}

/** True for a YYYY-MM-DD that is a day of the calendar (no 13th month, no 31 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
