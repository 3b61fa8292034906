import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { env } from '../../shared/config/env';

/** The attribute the viewer reads to navigate when an image link is used. */
export const INTERNAL_LINK_ATTRIBUTE = 'data-internal-href';

/**
 * Safe HTML only: no scripts, forms, frames, SVG or MathML, no inline handlers (DOMPurify drops
 * every `on*` attribute) and no `javascript:` URLs (its URI allow-list). Inline `style` is
 * forbidden too: the article's colours come from its own fields, and an inline colour could
 * break the contrast of the theme.
 */
const ARTICLE_SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
};

/** An in-app path: `/branchIndex/help`, not `//evil.example` nor `https://...`. */
export function isInternalPath(value: string | null): value is string {
  return value !== null && /^\/(?!\/)[\w\-./?=&%#]*$/.test(value);
}

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own, so these hooks never touch another caller's sanitising.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const target = node.getAttribute('data-href');
      node.removeAttribute('data-href');
      if (!isInternalPath(target)) return;
      // An image with a data-href is a link inside the app (spec 01 section 2).
      node.setAttribute(INTERNAL_LINK_ATTRIBUTE, target);
      node.setAttribute('role', 'link');
      node.setAttribute('tabindex', '0');
      node.classList.add('article__image-link');
    }
    if (node.tagName === 'TABLE') {
      // A wide table scrolls sideways on a phone (content.css): focusable, a keyboard scrolls it
      // too (WCAG 2.1.1; axe's scrollable-region-focusable).
      node.setAttribute('tabindex', '0');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // Links off the site open apart and cannot reach back into this window.
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purifier = instance;
  return instance;
}

/**
 * The operator fills `{siteName}`, `{siteDomain}` and `{siteEmail}` in before serving an
 * article; any left over are filled here from the build variables, so a reader never sees one.
 */
export function fillSitePlaceholders(html: string): string {
  return html
    .replaceAll('{siteName}', env.siteName)
    .replaceAll('{siteDomain}', env.siteDomain)
    .replaceAll('{siteEmail}', `support@${env.siteDomain}`);
}

/**
 * Articles start at h1, but they always sit under a page's h1 or a pop-up's title: each heading
 * goes one level down (h1 to h2 ... h5 to h6) so the page keeps one h1 and a sound outline.
 */
function demoteHeadings(root: DocumentFragment): void {
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5')) {
    const level = Number(heading.tagName.slice(1));
    const lower = (heading.ownerDocument ?? document).createElement(`h${level + 1}`);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
  }
}

/**
 * Article HTML made safe to insert. `imageLinkFallbackLabel` names an image link whose image has
 * no alt text, so that every link has an accessible name.
 */
export function sanitizeArticleHtml(html: string, imageLinkFallbackLabel: string): string {
  const clean = getPurifier().sanitize(fillSitePlaceholders(html), ARTICLE_SANITIZE_CONFIG);
  // Worked on inside a <template>: its content is an inert document, where images do not load
  // and nothing runs, so even a sanitiser's miss could not fire here.
  const template = document.createElement('template');
  template.innerHTML = clean;
  const fragment = template.content;
  demoteHeadings(fragment);
  for (const image of fragment.querySelectorAll(`img[${INTERNAL_LINK_ATTRIBUTE}]`)) {
    if (!image.getAttribute('alt')?.trim()) image.setAttribute('aria-label', imageLinkFallbackLabel);
  }
  return template.innerHTML;
}
