import { isLuhnValid } from '@casino/contracts/deposits/card-number';

/**
 * Request fields a contract file never carries: passwords, tokens and card data (number, CVV,
 * expiry; PCI DSS). The file holds the mask `***` and a Pact `ProviderState` generator naming the
 * value the verifier takes from the provider state's setup (`${cardNumber}`), so a replay sends
 * a test card and a password the state set, never the player's.
 */

export const SECRET_MASK = '***';

/** Field name → the provider-state value that stands in for it; first match wins. */
const SECRET_FIELDS: readonly [RegExp, string][] = [
  [/card.?(num|number|no)$|^pan$/i, 'cardNumber'],
  [/cvv|cvc|securitycode/i, 'cardCvv'],
  [/expir\w*month|^exp.?month$/i, 'cardExpiryMonth'],
  [/expir\w*year|^exp.?year$/i, 'cardExpiryYear'],
  [/^new.?pass/i, 'newPassword'],
  [/pass(word)?|pwd/i, 'password'],
  [/token|secret|authorization|pin$/i, 'token'],
];

/** The provider-state value a field takes at replay, or null when the field is not a secret. */
export function generatorNameOf(field: string): string | null {
  return SECRET_FIELDS.find(([pattern]) => pattern.test(field))?.[1] ?? null;
}

/** Pact's way to say "the value the provider state named `name`": `${name}`. */
export const fromProviderState = (name: string) => ({ type: 'ProviderState', expression: `\${${name}}` });

/** A schema's own sample values: under a secret field's schema, they are secrets too. */
const SAMPLE_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum']);
/** A card number inside any text: 12 to 19 digits, maybe grouped by spaces or dashes. */
const CARD_NUMBER_RUN = /\d(?:[ -]?\d){11,18}/g;

type Scrub = 'plain' | 'secretSchema' | 'secretValue';

/**
 * The last net before a file is written (the Pact file, the OpenAPI part with its samples):
 * values of secret fields, and the sample values of their schemas, become the mask, and a
 * Luhn-valid card number in any text is masked, as the journal masks it.
 */
export function scrubSecrets<T>(value: T): T {
  // The same shape back: only a secret's value (text or number) becomes the mask `***`.
  return scrub(value, 'plain') as T;
}

function scrub(value: unknown, mode: Scrub): unknown {
  if (typeof value === 'string')
    return mode === 'secretValue'
      ? SECRET_MASK
      : value.replace(CARD_NUMBER_RUN, (run) => (isLuhnValid(run.replace(/[ -]/g, '')) ? SECRET_MASK : run));
  if (typeof value === 'number') return mode === 'secretValue' ? SECRET_MASK : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, mode));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const nested = inner !== null && typeof inner === 'object' && !Array.isArray(inner);
      const childMode: Scrub =
        mode === 'secretValue'
          ? 'secretValue'
          : generatorNameOf(key)
            ? nested
              ? 'secretSchema'
              : 'secretValue'
            : mode === 'secretSchema' && SAMPLE_KEYS.has(key)
              ? 'secretValue'
              : 'plain';
      return [key, scrub(inner, childMode)];
    }),
  );
}
