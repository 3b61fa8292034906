import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryLayer } from '../overlays/history-layers';
import { Button } from './button';
import { type DialogRequest, dialogStore, useDialogs } from './dialog-store';
import { Modal } from './modal';

export { alertDialog, confirmDialog, warningDialog } from './dialog-store';

function DialogView({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation();
  const messageId = useId();
  const answer = (confirmed: boolean) => dialogStore.answer(dialog.id, confirmed);
  // Back dismisses the dialog as Escape does: an alert is acknowledged, a question answered no.
  useHistoryLayer(() => answer(false));
  const isConfirm = dialog.kind === 'confirm';
  const danger = isConfirm && dialog.tone === 'danger';
  // A title names the dialog in its header and the message is its body. An alert with no title
  // of its own is named by its message, shown once in the body: not as a large title over an
  // empty band, nor under an empty title bar.
  const title = dialog.kind === 'warning' ? t('common.warning') : dialog.title;
  const footer = isConfirm ? (
    <>
      <Button variant="ghost" onClick={() => answer(false)} data-autofocus={danger || undefined}>
        {dialog.cancelLabel ?? t('ui.cancel')}
      </Button>
      <Button
        variant={danger ? 'danger' : 'primary'}
        onClick={() => answer(true)}
        data-autofocus={!danger || undefined}
      >
        {dialog.confirmLabel ?? t('ui.confirm')}
      </Button>
    </>
  ) : (
    <Button onClick={() => answer(true)} data-autofocus>
      {dialog.okLabel ?? t('actions.ok')}
    </Button>
  );
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      {...(title ? { title, describedBy: messageId } : { labelledBy: messageId })}
      onClose={() => answer(false)}
      closeOnBackdropClick={false}
      footer={footer}
    >
      <p id={messageId} className="dialog__message">
        {dialog.message}
      </p>
    </Modal>
  );
}

/** Shows the oldest unanswered dialog; the next appears once it is answered. */
export function DialogHost() {
  const dialogs = useDialogs();
  const current = dialogs[0];
  return current ? <DialogView key={current.id} dialog={current} /> : null;
}
