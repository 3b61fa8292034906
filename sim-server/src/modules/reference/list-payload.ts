/**
 * Helpers over a validated list payload for fields whose contract unit differs from the
 * stored one (money in major units, times as ISO strings): the filter words' values are
 * converted before `listAll` / `listPage` bind them.
 */

const FILTER_SUFFIXES = ['', '_EQ', '_NEQ', '_GT'] as const;

/** Converts every filter value of `field` (`f`, `f_EQ`, `f_NEQ`, `f_GT`, each item of `f_IN`). */
export function convertFieldFilters<P extends object>(
  payload: P,
  field: string,
  convert: (value: unknown) => unknown,
): P {
  const converted: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const suffix of FILTER_SUFFIXES) {
    const key = `${field}${suffix}`;
    if (converted[key] !== undefined) converted[key] = convert(converted[key]);
  }
  const inKey = `${field}_IN`;
  const inValue = converted[inKey];
  if (inValue !== undefined) {
    const items = Array.isArray(inValue) ? inValue : String(inValue).split(',').filter(Boolean);
    converted[inKey] = items.map(convert);
  }
  return converted as P;
}

/** The values a payload asks `field` to equal (`f`, `f_EQ`, items of `f_IN`), as given. */
export function equalityValuesOf(payload: object, field: string): unknown[] {
  const source = payload as Record<string, unknown>;
  const values: unknown[] = [];
  for (const key of [field, `${field}_EQ`]) if (source[key] !== undefined) values.push(source[key]);
  const inValue = source[`${field}_IN`];
  if (Array.isArray(inValue)) values.push(...inValue);
  else if (typeof inValue === 'string') values.push(...inValue.split(',').filter(Boolean));
  return values;
}
