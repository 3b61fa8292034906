/**
 * Escapes text for an HTML or SVG (XML) text node or attribute value, the one escaper of the
 * simulator's pages, articles and pictures. `&#39;` serves both languages (`&apos;` is XML's).
 */
export function escapeMarkup(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * An empty icon for the simulator's own pages (payment, game): without one the browser asks for
 * /favicon.ico, a 404 in every console.
 */
export const NO_ICON = '<link rel="icon" href="data:,">';
