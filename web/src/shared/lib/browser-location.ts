/**
 * Leaves the app for another address without a history entry. Its own module so that tests
 * can replace it (jsdom's `window.location` cannot be spied on).
 */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
