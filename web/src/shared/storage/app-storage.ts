/**
 * What the app keeps in localStorage (spec 01 section 9: token, invite code and language; and
 * for deposits, the member's open orders (decision 065) and the purchases already reported),
 * under fixed keys. Storage can be unavailable (private mode, blocked cookies): every access
 * is guarded so that the app still runs, just without persistence.
 */
export const STORAGE_KEYS = {
  token: 'casino.token',
  inviteCode: 'casino.inviteCode',
  language: 'casino.language',
  pendingDeposits: 'casino.pendingDeposits',
  reportedPurchases: 'casino.reportedPurchases',
  /** Session storage: where a session that ended was, and its safe drafts (decision 067). */
  sessionEnd: 'casino.sessionEnd',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type StorageArea = 'localStorage' | 'sessionStorage';
/** Kept for this tab only: the rest is local storage. */
const SESSION_KEYS: ReadonlySet<StorageKey> = new Set([STORAGE_KEYS.sessionEnd]);
const areaOf = (key: StorageKey): StorageArea => (SESSION_KEYS.has(key) ? 'sessionStorage' : 'localStorage');

function read(key: StorageKey): string | null {
  try {
    return window[areaOf(key)].getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null || value === '') window[areaOf(key)].removeItem(key);
    else window[areaOf(key)].setItem(key, value);
  } catch {
    // Storage refused (quota or privacy settings): the value lives only for this page.
  }
}

export const tokenStorage = {
  get: (): string | null => read(STORAGE_KEYS.token),
  set: (token: string | null): void => write(STORAGE_KEYS.token, token),
  clear: (): void => write(STORAGE_KEYS.token, null),
};

export const inviteCodeStorage = {
  get: (): string | null => read(STORAGE_KEYS.inviteCode),
  set: (code: string | null): void => write(STORAGE_KEYS.inviteCode, code),
};

export const languageStorage = {
  get: (): string | null => read(STORAGE_KEYS.language),
  set: (language: string): void => write(STORAGE_KEYS.language, language),
};

/** A JSON value kept under `key`: `undefined` when absent, unreadable or storage is unavailable. */
export function readStoredJson(key: StorageKey): unknown {
  const text = read(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `null` removes the value. */
export function writeStoredJson(key: StorageKey, value: unknown): void {
  write(key, value === null ? null : JSON.stringify(value));
}
