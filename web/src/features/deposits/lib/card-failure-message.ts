import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { playerMessage } from '../../../shared/api/player-message';
import { protectionRefusalMessage } from '../../../shared/api/protection-refusal';

/** Refusals whose server message is written for the player (a decline reason, a limit). */
const PLAYER_MESSAGES = new Set<number>([
  ApiErrorCode.AMOUNT_TOO_LOW,
  ApiErrorCode.AMOUNT_TOO_HIGH,
  ApiErrorCode.PAYMENT_DECLINED,
  ApiErrorCode.PROVIDER_ERROR,
  ApiErrorCode.PROTECTION_LIMIT_REACHED,
  ApiErrorCode.PROTECTION_BREAK,
  ApiErrorCode.PROTECTION_SELF_EXCLUDED,
  ApiErrorCode.PROTECTION_BLOCK_ACTIVE,
]);

/** "cardNum: …", "Invalid request: …": a field key or developer text, never shown to a player. */
const DEVELOPER_TEXT = /^[A-Za-z][\w.[\]]*:\s|invalid request|failed to fetch/i;

/**
 * What the card path tells the player when a card deposit fails (spec 02 §8: the server's
 * message in a warning dialog): a protection refusal in the player's language, the server's
 * own words for a decline or a limit, the app's network sentence when no answer came
 * ("check your connection" is what the player can act on), else `fallback` (a translated
 * sentence). Validation answers and server errors carry developer text and get the fallback.
 */
export function cardFailureMessage(error: unknown, fallback: string): string {
  const refusal = protectionRefusalMessage(error);
  if (refusal) return refusal;
  if (error instanceof ApiError && error.code === ApiErrorCode.NETWORK_FAILURE) return playerMessage(error);
  if (!(error instanceof ApiError) || !PLAYER_MESSAGES.has(error.code)) return fallback;
  const message = error.message.trim();
  return message === '' || DEVELOPER_TEXT.test(message) ? fallback : message;
}
