type Listener = () => void;

function createEvents() {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(): void {
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Told when the server answers "not signed in" (-2): the app drops its cached session user so
 * the shell shows the signed-out state. Kept here so the api client needs no React Query.
 */
export const signedOutEvents = createEvents();

/**
 * Told when a member call answers ACCOUNT_DISABLED: the member was disabled after signing in
 * (decision 035). The app then asks token info, whose enabled 0 takes spec 01's path (the token
 * is cleared and the page reloads as a visitor's).
 */
export const accountDisabledEvents = createEvents();
