import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast-store';
import { useSignedInUsername } from '../api/get-signed-in-username';
import { takeFlashMessage } from '../hooks/reload-flash';
import '../control-panel.css';
import { Icon } from '../../../shared/ui/icon';
import { ClockSection } from './clock-section';
import { DepositRuleSection } from './deposit-rule-section';
import { MemberSection } from './member-section';
import { OutboxSection } from './outbox-section';
import { SiteSection } from './site-section';
import { WithdrawalSection } from './withdrawal-section';
import { WorldSection } from './world-section';

/** The demo panel's body: only mounted while open, so its queries run when someone looks. */
function ControlPanelSections() {
  const { t } = useTranslation('control-panel');
  const username = useSignedInUsername().data ?? null;
  return (
    <div className="control-panel">
      <p className="control-panel__note">{t('intro')}</p>
      <WorldSection />
      <SiteSection />
      <MemberSection username={username} />
      <DepositRuleSection username={username} />
      <WithdrawalSection />
      <ClockSection />
      <OutboxSection />
    </div>
  );
}

/**
 * The floating "Demo panel" button (bottom left: the chat icon holds the bottom right) and
 * the panel it opens, over the simulator's `/__sim` API. Dev and demo builds only.
 */
export function ControlPanelLauncher() {
  const { t } = useTranslation('control-panel');
  const [open, setOpen] = useState(false);

  // The confirmation of a change that reloaded the page.
  useEffect(() => {
    const message = takeFlashMessage();
    if (message) toast.success(message);
  }, []);

  return (
    <>
      <button
        type="button"
        className="control-panel-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="gear" /> {t('launcher')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')} size="lg" mobileFullScreen>
        <ControlPanelSections />
      </Modal>
    </>
  );
}
