import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../../overlays/overlay-store';
import { confirmDialog } from '../../ui/dialog-store';
import { sessionEnd } from '../session-end';

/**
 * A member the operator disabled is signed out as spec 01 section 4 says (token cleared, page
 * reloaded); once the page knows its session, it tells them why and offers the way out, support
 * (decision 067). Once: the notice is marked told before it shows.
 */
export function useDisabledAccountNotice(sessionKnown: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!sessionKnown || sessionEnd.pendingNotice() !== 'disabled') return;
    sessionEnd.noticeTold();
    void confirmDialog({
      title: t('sessionEnd.disabledTitle'),
      message: t('sessionEnd.disabledMessage'),
      confirmLabel: t('sessionEnd.contactSupport'),
      cancelLabel: t('actions.ok'),
    }).then((contact) => {
      if (contact) openOverlay('contactUs');
    });
  }, [sessionKnown, t]);
}
