import { articleIds } from '@casino/contracts/content/article-ids';
import { useTranslation } from 'react-i18next';
import { LegalArticle, type OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { ArticleOverlay } from './article-overlay';

/** Which operator article each legal pop-up shows. */
export const legalArticleIds: Record<LegalArticle, number> = {
  [LegalArticle.TERMS]: articleIds.terms,
  [LegalArticle.PRIVACY]: articleIds.privacyPolicy,
  [LegalArticle.PRIVACY_SITE]: articleIds.privacyPolicySite,
  [LegalArticle.USER_AGREEMENT]: articleIds.userAgreement,
  [LegalArticle.ABOUT_US]: articleIds.aboutUs,
  [LegalArticle.CASHOUT_RULES]: articleIds.cashoutRules,
  [LegalArticle.MESSAGE_CENTRE]: articleIds.messageCentre,
};

export function LegalOverlay({ article, onClose }: OverlayComponentProps<'legal'>) {
  const { t } = useTranslation('content');
  return (
    <ArticleOverlay title={t(`legal.${article}`)} articleId={legalArticleIds[article]} onClose={onClose} />
  );
}
