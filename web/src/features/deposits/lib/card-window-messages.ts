import { z } from 'zod';

/**
 * What the main window and the card processing window say to each other (decision 017). The
 * card data never crosses: the main window makes the deposit call itself, the processing
 * window only learns how it ended. Each window accepts a message only from our own origin AND
 * from the one window it is paired with (the opener, or the window it opened), and only with
 * the pairing's random reference, the one thing the processing window's address carries.
 */
const READY = 'casino:card-window-ready';
const FAILED = 'casino:card-window-failed';

const refSchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

const readySchema = z.object({ type: z.literal(READY), ref: refSchema });
const failedSchema = z.object({
  type: z.literal(FAILED),
  ref: refSchema,
  message: z.string().min(1).max(500),
});

export type CardWindowReady = z.infer<typeof readySchema>;
export type CardWindowFailed = z.infer<typeof failedSchema>;

/** A reference nobody can guess, naming one processing window; it carries nothing else. */
export function newCardWindowRef(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http address (a LAN test device).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isCardWindowRef(value: string | null): value is string {
  return refSchema.safeParse(value).success;
}

export const cardWindowReady = (ref: string): CardWindowReady => ({ type: READY, ref });
export const cardWindowFailed = (ref: string, message: string): CardWindowFailed => ({
  type: FAILED,
  ref,
  message: message.slice(0, 500),
});

/**
 * The data of `event` when it comes from our origin, from `source`, and carries `ref`; else null.
 * `source` is compared by identity: a page of our origin in some other window is not enough.
 */
function accepted<T extends { ref: string }>(
  schema: z.ZodType<T>,
  event: MessageEvent,
  source: Window | null,
  ref: string,
): T | null {
  if (event.origin !== window.location.origin || source === null || event.source !== source) return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success && parsed.data.ref === ref ? parsed.data : null;
}

export const acceptReady = (event: MessageEvent, source: Window | null, ref: string) =>
  accepted(readySchema, event, source, ref);

export const acceptFailed = (event: MessageEvent, source: Window | null, ref: string) =>
  accepted(failedSchema, event, source, ref);
