import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Modal } from '../../../shared/ui/modal';
import { useLiveChat } from '../hooks/use-live-chat';

/**
 * Starts the vendor's live chat: says it is connecting while the script loads, then closes and
 * hands over to the widget (a window of its own).
 */
export function LiveChatOverlay({ onClose }: OverlayComponentProps<'liveChat'>) {
  const { t } = useTranslation('settings');
  const openLiveChat = useLiveChat();
  const started = useRef(false);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    // Strict mode mounts twice in development: one start is enough.
    if (started.current) return;
    started.current = true;
    // Closed before the widget opens and takes focus (see openLiveChat).
    void openLiveChat(() => latestClose.current());
  }, [openLiveChat]);

  return (
    <Modal open onClose={onClose} title={t('liveChat.title')} size="sm">
      <BusyIndicator label={t('liveChat.connecting')} />
    </Modal>
  );
}
