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

const SECRET_KEY = /pass(word)?|pwd|secret|cvv|cvc|card.?(number|no)|securitycode|pin$/i;
const CARD_NUMBER = /^\d[\d -]{10,21}\d$/;

/** Masks secrets in a payload: values of password-like keys, and anything that looks like a card number. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') {
    const digits = value.replace(/[ -]/g, '');
    return CARD_NUMBER.test(value) && digits.length >= 12 && digits.length <= 19
      ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`
      : value.length > 500
        ? `${value.slice(0, 500)}…`
        : value;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    const masked: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      masked[key] = SECRET_KEY.test(key) ? '***' : maskSecrets(inner, depth + 1);
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
