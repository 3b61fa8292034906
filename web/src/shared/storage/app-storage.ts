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
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null || value === '') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
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

export function writeStoredJson(key: StorageKey, value: unknown): void {
  write(key, JSON.stringify(value));
}
