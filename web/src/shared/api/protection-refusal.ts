import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { AccountBlockSchema, LimitRefusalSchema } from '@casino/contracts/protection/schemas';
import { i18n } from '../i18n/i18n';
import { formatCurrencyAmount, formatDateTime } from '../lib/format';

/**
 * Player-protection refusals carry their facts in the envelope's data: which limit
 * stopped the deposit, bet or launch and when room frees up, or until when a break or
 * self-exclusion runs. The server's message is in the language the request named; these say it
 * in the language shown now, with amounts and dates in the reader's format.
 */
function limitSentence(details: unknown): string | null {
  const parsed = LimitRefusalSchema.safeParse(details);
  if (!parsed.success) return null;
  const { kind, period, amount, remaining, resetTime, currency } = parsed.data;
  const language = i18n.language;
  const money = (value: number) => formatCurrencyAmount(value, currency, language);
  const parts: string[] = [
    i18n.t(`protectionRefusal.limit.${kind}.${period}`, { amount: money(amount) }),
    remaining > 0
      ? i18n.t('protectionRefusal.remaining', { remaining: money(remaining) })
      : i18n.t('protectionRefusal.nothingLeft'),
  ];
  if (resetTime)
    parts.push(i18n.t('protectionRefusal.resets', { time: formatDateTime(resetTime, language) }));
  return parts.join(' ');
}

function blockSentence(code: number, details: unknown): string | null {
  const parsed = AccountBlockSchema.safeParse(details);
  if (!parsed.success) return null;
  const { endTime } = parsed.data;
  const time = endTime ? formatDateTime(endTime, i18n.language) : null;
  if (code === ApiErrorCode.PROTECTION_BREAK)
    return time ? i18n.t('protectionRefusal.break', { time }) : null;
  return time
    ? i18n.t('protectionRefusal.selfExcluded', { time })
    : i18n.t('protectionRefusal.selfExcludedPermanent');
}

/**
 * The translated sentence for a limit, break or self-exclusion refusal; null for any other
 * error, and for one whose details do not parse (the caller then shows the server's message).
 */
export function protectionRefusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case ApiErrorCode.PROTECTION_LIMIT_REACHED:
      return limitSentence(error.details);
    case ApiErrorCode.PROTECTION_BREAK:
    case ApiErrorCode.PROTECTION_SELF_EXCLUDED:
      return blockSentence(error.code, error.details);
    default:
      return null;
  }
}
