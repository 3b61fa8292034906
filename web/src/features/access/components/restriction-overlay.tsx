import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';

/** Spec 01 section 2: services are not provided at the visitor's location; OK dismisses. */
export function RestrictionOverlay({ onClose }: OverlayComponentProps<'restriction'>) {
  const { t } = useTranslation('access');
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      onClose={onClose}
      title={t('restriction.title')}
      describedBy="restriction-message"
      closeOnBackdropClick={false}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('restriction.ok')}
        </Button>
      }
    >
      <p id="restriction-message">{t('restriction.message')}</p>
    </Modal>
  );
}
