import { sanitizeArticleHtml } from './sanitize-article-html';

export interface CryptoGuideSection {
  title: string;
  /** Sanitised HTML of the section's body. */
  html: string;
}

export interface CryptoGuideParts {
  /** Sanitised HTML before the first section. */
  introHtml: string;
  sections: CryptoGuideSection[];
}

/**
 * Splits the crypto guide article into its intro and its `<details>` sections, so the app can
 * draw each as an accessible disclosure (a button with aria-expanded) with an illustration.
 * An article without sections is all intro.
 */
export function splitCryptoGuide(html: string, imageLinkFallbackLabel: string): CryptoGuideParts {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeArticleHtml(html, imageLinkFallbackLabel);
  const sections: CryptoGuideSection[] = [];
  for (const details of holder.querySelectorAll('details')) {
    const summary = details.querySelector('summary');
    const title = summary?.textContent?.trim() ?? '';
    summary?.remove();
    sections.push({ title, html: details.innerHTML.trim() });
    details.remove();
  }
  return { introHtml: holder.innerHTML.trim(), sections };
}
