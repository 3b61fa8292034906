import { z } from 'zod';

/*
 * Shared field types of the spec 01 entities. Convention: answers are `z.object`, so production
 * tolerates extra fields (dev and tests find them with `findUndeclaredKeys`); payloads are
 * `z.strictObject`, so a server refuses any field it does not know.
 */

/** Row ids (members, games, news, files...): positive integers. */
export const idSchema = z.number().int().positive();

/**
 * An uploaded file's id, shown through `/sys/file/get?id=`: a row id under the name of what it
 * points at.
 * @alias
 */
export const fileIdSchema = idSchema;

/**
 * Largest amount (either sign) any money field carries: far above any balance or stake, and
 * exact in cents as a double (1e14 cents < 2^53), so stored minor units never round.
 */
export const MAX_MONEY_AMOUNT = 1_000_000_000_000;

/**
 * Whether a number is a decimal with at most two places: a whole number of cents, allowing the
 * float noise of arithmetic in doubles (0.1 + 0.2 is 30 cents, as `multipleOf` allows), within
 * the bound, and never a non-zero amount under one cent. That last part is what `multipleOf`
 * misses: its tolerance scales with the value, so 1e-300 or a subnormal counts as "0 cents".
 */
export function isCentAmount(value: number): boolean {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_MONEY_AMOUNT) return false;
  if (value !== 0 && Math.abs(value) < 0.01) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 4 * Number.EPSILON * Math.max(Math.abs(cents), 1);
}

/**
 * Money in major units with at most two decimals (12.5 means 12.50): the one rule of every
 * amount field, requests and answers alike. `multipleOf(0.01)` alone let `1e-300` through,
 * which was stored as 0 cents and broke every later answer; the refinement refuses
 * amounts under a cent, subnormals, `1e21` and three decimals before they reach storage. `-0`
 * is read as 0.
 */
export const moneySchema = z
  .number()
  .min(-MAX_MONEY_AMOUNT)
  .max(MAX_MONEY_AMOUNT)
  .multipleOf(0.01)
  .refine(isCentAmount, 'an amount with at most two decimals')
  .overwrite((value) => (value === 0 ? 0 : value));

/** Dates travel as ISO 8601 UTC strings (`2024-05-01T10:00:00.000Z`), never as Date objects. */
export const isoDateTimeSchema = z.iso.datetime();

/** A time QA gives (the clock, the journal's window): ISO 8601 with `Z` or an offset. */
export const isoDateTimeWithOffsetSchema = z.iso.datetime({ offset: true });

/**
 * The forms a list's time filter takes: an ISO 8601 date (midnight UTC), or a date and time with
 * `Z` or an offset (a time without one would be read in the server's own zone).
 */
const LIST_TIME_PATTERN =
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$/;

/**
 * A time a list is filtered by (`createTime_GT`): an ISO date or date-time, which `Date.parse`
 * reads the same everywhere. The other forms `Date.parse` reads ('May 1 2024', 'Wed, 01 May 2024
 * 10:00:00 GMT') are refused, so the document's pattern states the rule, impossible dates aside
 * (decision 076).
 */
export const listTimeSchema = z
  .string()
  .regex(LIST_TIME_PATTERN, 'Expected an ISO date or date and time, such as 2026-11-24T10:00:00Z')
  .refine((text) => !Number.isNaN(Date.parse(text)), {
    message: 'Expected a date and time that exists (2024-13-01 does not)',
  })
  .meta({
    description:
      'An ISO date (2026-11-24, midnight UTC), or date and time with Z or an offset (2026-11-24T10:00:00Z)',
  });

/** "A simple e-mail pattern" (spec 01 section 5), the same for every form and the server. */
export const emailSchema = z.email().max(254);
/** Whether a typed address passes `emailSchema` (surrounding spaces are the field's, not the address's). */
export const isEmail = (value: string): boolean => emailSchema.safeParse(value.trim()).success;

/** Mobile numbers and calling codes: the fields keep digits only. */
export const digitsSchema = z.string().regex(/^\d+$/, 'digits only');

/** Currency codes as the backend writes them: USD, EUR, BRL, BTC. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3,5}$/, 'upper-case currency code');

/** What the birthday control gives once all eight digits are filled. */
export const birthdaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'YYYY-MM-DD');

/** A required short text: the spec's "required" fields. */
export const requiredTextSchema = z.string().min(1).max(128);

/** ISO 3166 alpha-2 country code, as countries are keyed (`isoCode2`). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters');

/** The payload of calls that send none: nothing may be sent. */
export const emptyPayloadSchema = z.strictObject({});

/** The `data` of calls whose answer carries nothing but error and message. */
export const noDataSchema = z.null();

/** The common `{ id }` payload. */
export const idPayloadSchema = z.strictObject({ id: idSchema });
