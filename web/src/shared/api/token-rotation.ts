/**
 * The token refresh under way, if any. A refresh replaces the stored token; a call that was
 * sent with the old one and answers "not signed in" (-2) waits for the refresh to land, then is
 * sent again once with the new token instead of signing the player out (a player was once
 * signed out right after paying because a call raced the refresh that closing the pop-up made).
 *
 * Kept apart from the api client so both the client (which waits) and the session feature
 * (which refreshes, one at a time) can use it without importing each other.
 */
let inFlight: Promise<unknown> | null = null;

export const tokenRotation = {
  /**
   * Runs `refresh` unless one is already under way, in which case its promise is shared: two
   * callers never send two refreshes with the same token (the second would carry a token the
   * first just replaced).
   */
  single<T>(refresh: () => Promise<T>): Promise<T> {
    if (inFlight) return inFlight as Promise<T>;
    const running = refresh().finally(() => {
      if (inFlight === running) inFlight = null;
    });
    inFlight = running;
    return running;
  },
  /** Resolves when no refresh is under way (at once if none); never rejects. */
  async settled(): Promise<void> {
    while (inFlight) {
      await inFlight.catch(() => undefined);
    }
  },
};
