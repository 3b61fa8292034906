import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { formatCurrencyAmount } from '../../../shared/lib/format';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { type PlaySessionSnapshot, serverNow } from '../../../shared/session/api/get-play-session';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { splitDuration } from '../lib/schedule';

interface RealityCheckDialogProps {
  snapshot: PlaySessionSnapshot;
  onContinue: () => void;
  onLogout: () => void;
  continuing: boolean;
  loggingOut: boolean;
}

/**
 * The reminder (UKGC RTS 13): how long this session has lasted, what was staked and the net
 * result, with Continue, Log out and the game history. It waits for an answer: no close
 * button, Escape and the backdrop do nothing.
 */
export function RealityCheckDialog({
  snapshot,
  onContinue,
  onLogout,
  continuing,
  loggingOut,
}: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation('reality-check');
  const introId = useId();
  const now = useNow(1000);
  const { session } = snapshot;
  const { hours, minutes } = splitDuration(serverNow(snapshot, now) - Date.parse(session.startTime));
  const duration =
    hours > 0
      ? t('duration.hoursMinutes', { hours: String(hours), minutes: String(minutes) })
      : t('duration.minutes', { minutes: String(minutes) });
  const money = (amount: number, signed = false) =>
    formatCurrencyAmount(amount, session.currency, i18n.language, { signed });

  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={t('dialog.title')}
      describedBy={introId}
      dismissible={false}
      onClose={() => undefined}
      className="reality-check"
      footer={
        <>
          <Button variant="secondary" onClick={onLogout} loading={loggingOut}>
            {t('dialog.logout')}
          </Button>
          <Button onClick={onContinue} loading={continuing} data-autofocus>
            {t('dialog.continue')}
          </Button>
        </>
      }
    >
      <p id={introId}>{t('dialog.intro', { duration })}</p>
      <dl className="figures reality-check__figures">
        <div>
          <dt>{t('dialog.timePlayed')}</dt>
          <dd>{duration}</dd>
        </div>
        <div>
          <dt>{t('dialog.wagered')}</dt>
          <dd>{money(session.wagered)}</dd>
        </div>
        <div>
          <dt>{t('dialog.net')}</dt>
          <dd className="signed-amount" data-sign={Math.sign(session.net)}>
            {money(session.net, true)}
          </dd>
        </div>
      </dl>
      <button type="button" className="link-button" onClick={() => openOverlay('gameHistory')}>
        {t('dialog.gameHistory')}
      </button>
    </Modal>
  );
}
