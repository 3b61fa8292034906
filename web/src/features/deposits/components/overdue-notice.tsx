import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { LiveStatus } from './live-status';

interface OverdueNoticeProps {
  /** The order has been open longer than the player is asked to wait (`PATIENCE_MS`). */
  overdue: boolean;
  message: string;
  onClose: () => void;
}

/**
 * Under a wait that has gone on too long: what is true now and a way out (closing the pop-up,
 * which refreshes the session). The live region is always there, so the sentence is announced.
 */
export function OverdueNotice({ overdue, message, onClose }: OverdueNoticeProps) {
  const { t } = useTranslation('deposits');
  return (
    <>
      <LiveStatus message={overdue ? message : ''} className="deposit-note" />
      {overdue && (
        <Button variant="secondary" onClick={onClose}>
          {t('result.close')}
        </Button>
      )}
    </>
  );
}
