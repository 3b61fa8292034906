type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Told when the server answers "not signed in" (-2): the app drops its cached session user so
 * the shell shows the signed-out state. Kept here so the api client needs no React Query.
 */
export const signedOutEvents = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(): void {
    for (const listener of listeners) listener();
  },
};
