import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { useOutbox } from '../api/get-outbox';
import { PanelSection } from './panel-section';

/** The latest mails of this world (activation, password reset) with their links. */
export function OutboxSection() {
  const { t, i18n } = useTranslation('control-panel');
  const outbox = useOutbox();
  const mails = outbox.data ?? [];
  return (
    <PanelSection title={t('outbox.heading')}>
      <Button size="sm" variant="ghost" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
        {t('outbox.refresh')}
      </Button>
      {outbox.isPending ? (
        <p className="control-panel__note">{t('loading')}</p>
      ) : mails.length === 0 ? (
        <p className="control-panel__note">{t('outbox.empty')}</p>
      ) : (
        <ul className="control-panel__list control-panel__mails">
          {mails.map((mail) => (
            <li key={mail.id} className="control-panel__mail">
              <strong>{mail.subject}</strong>
              <span className="control-panel__note">
                {t('outbox.to', { to: mail.to })} · {formatDateTime(mail.createTime, i18n.language)}
              </span>
              {mail.link && (
                <a className="control-panel__link" href={mail.link}>
                  {t('outbox.open')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
