import { useTranslation } from 'react-i18next';
import { ResponsibleGamingLink } from '../../../shared/ui/responsible-gaming-link';

/**
 * On every deposit screen (player protection): the way to the deposit limits and, before the member's
 * first deposit is credited, an invitation to set a limit first, while it is easiest to do.
 */
export function DepositLimitsNotice({ credited }: { credited: boolean }) {
  const { t } = useTranslation('deposits');
  return (
    <div className="deposit-limits">
      {!credited && (
        <div role="note" className="deposit-limits__prompt">
          <p>{t('limits.firstDeposit')}</p>
          <ResponsibleGamingLink className="button button--secondary button--sm">
            {t('limits.setLimit')}
          </ResponsibleGamingLink>
        </div>
      )}
      <ResponsibleGamingLink className="deposit-limits__link">{t('limits.link')}</ResponsibleGamingLink>
    </div>
  );
}
