import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt with N=16384, r=8, p=1 (Node's defaults): strong enough for a simulator and fast
// enough (~40 ms) that sign-in tests stay quick.
const KEY_LENGTH = 32;

/** `scrypt$<salt>$<hash>`; pass a salt only for deterministic seed data. */
export function hashPassword(password: string, salt = randomBytes(16).toString('base64url')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH).toString('base64url');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
