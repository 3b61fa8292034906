import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { Modal } from '../../../shared/ui/modal';
import { CryptoGuide } from './crypto-guide';

/** The crypto guide as a pop-up (how mobile opens /aboutBtc). */
export function CryptoGuideOverlay({ onClose }: OverlayComponentProps<'cryptoGuide'>) {
  const { t } = useTranslation('content');
  return (
    <Modal open onClose={onClose} title={t('info.cryptoGuide')} size="lg" mobileFullScreen>
      <CryptoGuide onNavigate={onClose} />
    </Modal>
  );
}
