import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a secret someone sent (the control key, a payment page's order secret) is the one
 * expected, in time that tells nothing about how much of it matched: `!==` stops at the first
 * differing character, which a caller can time. Both sides are hashed first, since
 * `timingSafeEqual` takes equal lengths only and a length check would leak the secret's length.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
