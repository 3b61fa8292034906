import { escapeMarkup } from '../../markup';
/** Values the seeded article HTML names as `{placeholder}`. */
export interface ArticlePlaceholders {
  siteName: string;
  siteDomain: string;
  siteEmail: string;
  promotionsImageId: number;
}

/** The support address the contact page derives from the site host. */
/** A banner's alt text: the words its picture shows (the call to action is the slide's button). */
export const bannerTitle = (art: { headline: string; subline: string }) => `${art.headline}. ${art.subline}`;

export const supportEmailOf = (siteDomain: string) => `support@${siteDomain}`;

/**
 * Fills the placeholders of an article. The site name comes from configuration, so it is
 * escaped: a name like `Bob & Co <VIP>` must stay text, not become markup.
 */
export function fillArticlePlaceholders(html: string, values: ArticlePlaceholders): string {
  return html
    .replaceAll('{siteName}', escapeMarkup(values.siteName))
    .replaceAll('{siteDomain}', escapeMarkup(values.siteDomain))
    .replaceAll('{siteEmail}', escapeMarkup(values.siteEmail))
    .replaceAll('{promotionsImageId}', String(values.promotionsImageId));
}
