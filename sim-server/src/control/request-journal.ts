/** One /api request as the journal keeps it, for QA and tests to assert on. */
export interface JournalEntry {
  id: number;
  method: string;
  path: string;
  query: unknown;
  /** The payload with passwords and card numbers masked. */
  body: unknown;
  httpStatus: number;
  /** The envelope's error code and message; null when the answer was not an envelope. */
  error: number | null;
  message: string | null;
  /** Injected fault that acted on it, if any ('dropped', 'latency 2000ms'...). */
  fault: string | null;
  durationMs: number;
  /** Simulator-clock time the request came in. */
  time: string;
}

const SECRET_KEY = /pass(word)?|pwd|secret|cvv|cvc|securitycode|pin$/i;
/** A card number's field, whatever it holds (a typo or a letter does not make it public). */
const CARD_NUMBER_KEY = /card.?(num|number|no)$|^pan$/i;
/** A card number inside any text: 12 to 19 digits, maybe grouped by spaces or dashes. */
const CARD_NUMBER_RUN = /\d(?:[ -]?\d){11,18}/g;

/** Stars for all but the last four characters (what QA needs to tell test cards apart). */
const lastFour = (text: string) => `${'*'.repeat(Math.max(text.length - 4, 0))}${text.slice(-4)}`;

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Masks the card numbers (Luhn-valid digit runs) anywhere in a text. */
function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return isLuhnValid(digits) ? lastFour(digits) : run;
  });
}

/**
 * Masks secrets in a payload (PCI DSS, issue 14): values of password- and CVV-like keys
 * entirely, a card-number field to its last four, and any card number inside any other text.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') {
    const masked = maskCardNumbers(value);
    return masked.length > 500 ? `${masked.slice(0, 500)}…` : masked;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    const masked: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      masked[key] = SECRET_KEY.test(key)
        ? '***'
        : CARD_NUMBER_KEY.test(key) && (typeof inner === 'string' || typeof inner === 'number')
          ? lastFour(String(inner).replace(/[ -]/g, ''))
          : maskSecrets(inner, depth + 1);
    }
    return masked;
  }
  return value;
}

/** The last `capacity` /api requests of one world, oldest dropped first. */
export class RequestJournal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 500) {}

  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const stored = { ...entry, id: this.nextId++ };
    this.entries.push(stored);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return stored;
  }

  /** Newest first. */
  list(filter: { path?: string; limit?: number } = {}): JournalEntry[] {
    const matching = filter.path
      ? this.entries.filter((entry) => entry.path.includes(filter.path ?? ''))
      : this.entries;
    return matching
      .slice()
      .reverse()
      .slice(0, filter.limit ?? this.capacity);
  }

  clear(): void {
    this.entries = [];
  }
}
