import { z } from 'zod';
import { flagSchema } from '../core/enums';
import { countryCodeSchema, currencyCodeSchema } from '../core/primitives';

/** `status` 1 means the country is offered in the pickers. */
export const CountrySchema = z.object({
  isoCode2: countryCodeSchema,
  enName: z.string().min(1),
  status: flagSchema,
});
export type Country = z.infer<typeof CountrySchema>;

/**
 * One entry of the mobile-prefix picker. The spec lists only `status` and `telNum`; several
 * countries share a code (+1), so the simulator answers each code once.
 */
export const CallingCodeSchema = z.object({
  /** Digits only, without '+'. */
  telNum: z.string().regex(/^\d{1,6}$/),
  status: flagSchema,
});
export type CallingCode = z.infer<typeof CallingCodeSchema>;

/** A state or region; `isoCode2` is its country's code. */
export const StateSchema = z.object({
  code: z.string().min(1).max(32),
  name: z.string().min(1),
  isoCode2: countryCodeSchema,
  enabled: flagSchema,
});
export type State = z.infer<typeof StateSchema>;

/** Codes seen: USD, EUR, BTC, BRL. `exchangeRate` is against USD; the pickers sort by it. */
export const CurrencySchema = z.object({
  code: currencyCodeSchema,
  exchangeRate: z.number().positive(),
  enabled: flagSchema,
});
export type Currency = z.infer<typeof CurrencySchema>;
