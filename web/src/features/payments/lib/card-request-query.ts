import { type CardDeposit, CardDepositSchema } from '@casino/contracts/entities/deposits';

const NUMBER_FIELDS = ['amount', 'depositAmount', 'memberId'] as const;

/**
 * The card deposit request as the query of /payment/cpay/processing (spec 02 §2: the window
 * opens "carrying the deposit request as query parameters"). The hash part of an address never
 * reaches a server log, and the processing page wipes it from the address bar at once.
 */
export function cardDepositToQuery(deposit: CardDeposit): URLSearchParams {
  return new URLSearchParams(Object.entries(deposit).map(([key, value]) => [key, String(value)]));
}

/** The request back from the query, checked against the contract; null if anything is missing. */
export function cardDepositFromQuery(query: URLSearchParams): CardDeposit | null {
  const raw: Record<string, unknown> = Object.fromEntries(query.entries());
  for (const field of NUMBER_FIELDS) if (typeof raw[field] === 'string') raw[field] = Number(raw[field]);
  const parsed = CardDepositSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
