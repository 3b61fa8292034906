import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/form-field';
import { Modal } from '../../../shared/ui/modal';

interface BlockConfirmDialogProps {
  title: string;
  intro: string;
  /** What confirming does, one consequence a line. */
  consequences: readonly string[];
  /** When given, the player must tick this statement before the confirm button acts. */
  acknowledgement?: { label: string; required: string };
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation step of a break or a self-exclusion: it states the consequences before
 * anything is sent. Focus starts on Cancel, the safe answer.
 */
export function BlockConfirmDialog({
  title,
  intro,
  consequences,
  acknowledgement,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: BlockConfirmDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const [showRequired, setShowRequired] = useState(false);

  function confirm() {
    if (acknowledgement && !acknowledged) {
      setShowRequired(true);
      return;
    }
    onConfirm();
  }

  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={title}
      describedBy={bodyId}
      onClose={onCancel}
      closeOnBackdropClick={false}
      dismissible={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy} data-autofocus>
            {t('ui.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={bodyId} className="block-confirm">
        <p>{intro}</p>
        <ul className="block-confirm__list">
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {acknowledgement && (
        <Checkbox
          label={acknowledgement.label}
          checked={acknowledged}
          onChange={(event) => {
            setAcknowledged(event.target.checked);
            if (event.target.checked) setShowRequired(false);
          }}
          error={showRequired ? acknowledgement.required : undefined}
        />
      )}
    </Modal>
  );
}
