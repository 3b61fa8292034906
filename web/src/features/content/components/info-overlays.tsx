import { articleIds } from '@casino/contracts/content/article-ids';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { PaymentLogos } from '../../../shared/ui/payment-logos';
import { ArticleOverlay } from './article-overlay';
import { CryptoGuideLink } from './crypto-guide-link';

export function WithdrawalRulesOverlay({ onClose }: OverlayComponentProps<'withdrawalRules'>) {
  const { t } = useTranslation('content');
  return (
    <ArticleOverlay
      title={t('info.withdrawalRules')}
      articleId={articleIds.withdrawalRules}
      onClose={onClose}
    />
  );
}

export function PromotionsOverlay({ onClose }: OverlayComponentProps<'promotions'>) {
  const { t } = useTranslation('content');
  return <ArticleOverlay title={t('info.promotions')} articleId={articleIds.promotions} onClose={onClose} />;
}

/** Banking: the accepted methods as logos, then the banking article (domain filled in). */
export function BankingOverlay({ onClose }: OverlayComponentProps<'banking'>) {
  const { t } = useTranslation('content');
  return (
    <ArticleOverlay
      title={t('info.banking')}
      articleId={articleIds.banking}
      onClose={onClose}
      before={
        <section className="banking-methods" aria-label={t('banking.methods')}>
          <h3 className="banking-methods__title">{t('banking.methods')}</h3>
          <PaymentLogos />
          <p className="banking-methods__crypto">
            <CryptoGuideLink onOpen={onClose}>{t('banking.cryptoGuide')}</CryptoGuideLink>
          </p>
        </section>
      }
    />
  );
}
