import { z } from 'zod';

/**
 * Form-encoded and query-string payloads arrive as strings. Before validation the simulator
 * turns each value into the type the contract expects for that field, so one schema serves
 * JSON and form bodies alike. Values that do not convert are left as they are and the schema
 * then refuses them with the field's name.
 */
export function decodeFormValues(schema: z.ZodType, raw: Record<string, unknown>): Record<string, unknown> {
  const shape = objectShape(schema);
  if (!shape) return raw;
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const fieldSchema = shape[key];
    decoded[key] = fieldSchema ? decodeValue(fieldSchema, value) : value;
  }
  return decoded;
}

/** Form encoding lives with the rest of the wire format (zod-free, for the web's boot script). */
export { encodeFormValues } from './wire';

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return inner.shape as Record<string, z.ZodType>;
  return undefined;
}

/** Strips optional, nullable, default and pipe wrappers to reach the type a value must have. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodReadonly
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      break;
    }
  }
  return current;
}

function decodeValue(schema: z.ZodType, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const target = unwrap(schema);
  if (target instanceof z.ZodNumber) return target.isInt ? toInteger(value) : toNumber(value);
  if (target instanceof z.ZodBoolean) return toBoolean(value);
  if (target instanceof z.ZodLiteral) {
    const literal = target.values.values().next().value;
    if (typeof literal === 'number') return toNumber(value);
    if (typeof literal === 'boolean') return toBoolean(value);
    return value;
  }
  if (target instanceof z.ZodUnion) {
    // A union of numeric literals (an enumeration like 0 | 10) decodes as a number.
    const options = target.options as z.ZodType[];
    const allNumeric = options.every((option) => {
      const o = unwrap(option);
      return o instanceof z.ZodNumber || (o instanceof z.ZodLiteral && typeof o.value === 'number');
    });
    if (allNumeric) return toNumber(value);
    // `field_IN` takes an array or a comma-joined string: keep the string.
    return value;
  }
  if (target instanceof z.ZodArray)
    return value === '' ? [] : value.split(',').map((item) => decodeValue(target.element as z.ZodType, item));
  if (target instanceof z.ZodObject) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * Decimal notation only, as JSON writes numbers: `Number()` alone would also take ' 12 ',
 * '0x10', '0b11' and 'Infinity', which no client means as an amount or an id.
 */
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

function toNumber(value: string): unknown {
  if (!DECIMAL_NUMBER.test(value)) return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/** A whole-number field takes digits only: '1e3' or '10.0' is not how a client writes one. */
function toInteger(value: string): unknown {
  return /^-?\d+$/.test(value) ? toNumber(value) : value;
}

function toBoolean(value: string): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}
