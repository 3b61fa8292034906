/**
 * The start of every query key of the member's news (the list and the unread count). A redeemed
 * invite tier, a withdrawal and its cancel each write a message on the server, so those features
 * invalidate the news with this key (features do not import each other): the drawer's badge and
 * the news list's count then agree with the list.
 */
export function getNewsQueryKey(memberId: number) {
  return ['news', memberId] as const;
}
