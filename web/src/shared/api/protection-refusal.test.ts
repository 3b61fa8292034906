import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { LimitRefusal } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';
import { toastStore } from '../ui/toast-store';
import { apiClient } from './api-client';
import { playerMessage } from './player-message';
import { protectionRefusalMessage } from './protection-refusal';

const RESET = '2026-11-23T10:00:00.000Z';
const END = '2026-11-29T12:00:00.000Z';

const limitRefusal: LimitRefusal = {
  kind: 'DEPOSIT',
  period: 'DAY',
  amount: 100,
  remaining: 20,
  resetTime: RESET,
  currency: 'USD',
};

const refusal = (code: number, details: unknown, message = 'Refused by the server') =>
  new ApiError(code, message, '/sys/any', details);

describe('protection refusals in the player language', () => {
  afterEach(async () => {
    await changeLanguage('en');
    toastStore.reset();
    vi.unstubAllGlobals();
  });

  it('names the limit, what is left and when room frees up', () => {
    expect(protectionRefusalMessage(refusal(ApiErrorCode.PROTECTION_LIMIT_REACHED, limitRefusal))).toBe(
      'This would go over your daily deposit limit of $100.00. You have $20.00 left within this limit. ' +
        `More room frees up on ${formatDateTime(RESET, 'en')}.`,
    );
  });

  it('says nothing is left, and leaves out the reset when the server gives none', () => {
    const details = { ...limitRefusal, kind: 'LOSS', period: 'WEEK', remaining: 0, resetTime: null };
    expect(protectionRefusalMessage(refusal(ApiErrorCode.PROTECTION_LIMIT_REACHED, details))).toBe(
      'This would go over your weekly loss limit of $100.00. Nothing is left within this limit for now.',
    );
  });

  it('writes amounts of currencies Intl does not know after the number', () => {
    const details = { ...limitRefusal, kind: 'WAGER', period: 'MONTH', currency: 'USDT', resetTime: null };
    expect(protectionRefusalMessage(refusal(ApiErrorCode.PROTECTION_LIMIT_REACHED, details))).toBe(
      'This would go over your 30-day wagering limit of 100.00 USDT. You have 20.00 USDT left within this limit.',
    );
  });

  it('says until when a break or a self-exclusion runs, or that it is for good', () => {
    const block = { kind: 'BREAK', startTime: '2026-11-22T12:00:00.000Z', endTime: END };
    const until = formatDateTime(END, 'en');
    expect(protectionRefusalMessage(refusal(ApiErrorCode.PROTECTION_BREAK, block))).toBe(
      `You are taking a break until ${until}: play and deposits are paused until then.`,
    );
    const exclusion = { ...block, kind: 'SELF_EXCLUSION' };
    expect(protectionRefusalMessage(refusal(ApiErrorCode.PROTECTION_SELF_EXCLUDED, exclusion))).toBe(
      `You have excluded yourself until ${until}: play and deposits are not possible until then.`,
    );
    expect(
      protectionRefusalMessage(
        refusal(ApiErrorCode.PROTECTION_SELF_EXCLUDED, { ...exclusion, endTime: null }),
      ),
    ).toBe('You have excluded yourself permanently: play and deposits are no longer possible.');
  });

  it('speaks the language shown now, whatever language the server answered in', async () => {
    await changeLanguage('de');
    // Intl puts a no-break space between the number and the currency sign.
    const message = protectionRefusalMessage(
      refusal(ApiErrorCode.PROTECTION_LIMIT_REACHED, limitRefusal),
    )?.replaceAll('\u00a0', ' ');
    expect(message).toContain('Damit würdest du dein tägliches Einzahlungslimit von 100,00 $ überschreiten.');
    expect(message).toContain('Davon sind noch 20,00 $ verfügbar.');
  });

  it('falls back to the server message when the details do not parse or the error is another', () => {
    const broken = refusal(ApiErrorCode.PROTECTION_LIMIT_REACHED, { kind: 'DEPOSIT' }, 'Limit reached');
    expect(protectionRefusalMessage(broken)).toBeNull();
    expect(playerMessage(broken)).toBe('Limit reached');
    expect(playerMessage(refusal(ApiErrorCode.PROTECTION_BREAK, null, 'On a break'))).toBe('On a break');
    expect(playerMessage(refusal(1001, limitRefusal, 'Amount too small'))).toBe('Amount too small');
  });

  it('is what the app toasts when a call is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          error: ApiErrorCode.PROTECTION_LIMIT_REACHED,
          message: 'Deposit limit reached',
          data: { ...limitRefusal, resetTime: null },
        }),
      ),
    );
    await expect(apiClient.call(endpoints.contactUsSetting, {})).rejects.toMatchObject({
      code: ApiErrorCode.PROTECTION_LIMIT_REACHED,
    });
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([
      'This would go over your daily deposit limit of $100.00. You have $20.00 left within this limit.',
    ]);
  });
});
