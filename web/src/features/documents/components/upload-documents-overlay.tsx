import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ProfileDocumentStatus } from '@casino/contracts/documents/enums';
import { filesEndpoints } from '@casino/contracts/files/endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../shared/api/api-client';
import { ProofUploadField } from '../../../shared/files/proof-upload-field';
import { type ProofUpload, useProofUpload } from '../../../shared/files/use-proof-upload';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useRefreshSession } from '../../../shared/session/api/refresh-session';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast-store';
import { useDocumentsState, useUpdateDocuments } from '../api/update-documents';
import '../../../shared/styles/money-screens.css';
import '../documents.css';

type ProofName = 'idProof' | 'holdProof' | 'addressProof' | 'paymentProof';
const PROOFS: readonly ProofName[] = ['idProof', 'holdProof', 'addressProof', 'paymentProof'];
const sessionField = {
  idProof: 'idcardProofId',
  holdProof: 'idcardHoldProofId',
  addressProof: 'addressProofId',
  paymentProof: 'paymentProofId',
} as const satisfies Record<ProofName, keyof SessionUser>;

const statusKey = {
  [ProfileDocumentStatus.NOT_UPLOADED]: 'documents.status.notUploaded',
  [ProfileDocumentStatus.AUDITING]: 'documents.status.auditing',
  [ProfileDocumentStatus.AUDIT_SUCCESS]: 'documents.status.approved',
  [ProfileDocumentStatus.AUDIT_FAILED]: 'documents.status.failed',
} as const;

/** The four identity proofs (spec 02 §2 "Upload documents"): all required, 1-6 files each. */
export function UploadDocumentsOverlay({ onClose }: OverlayComponentProps<'uploadDocuments'>) {
  const { t } = useTranslation('documents');
  const member = useSessionUser().data ?? null;
  return (
    <Modal open onClose={onClose} title={t('documents.title')} size="lg" mobileFullScreen>
      {member ? <DocumentsForm member={member} /> : <BusyIndicator label={t('documents.loading')} />}
    </Modal>
  );
}

function DocumentsForm({ member }: { member: SessionUser }) {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation();
  const uploads: Record<ProofName, ProofUpload> = {
    idProof: useProofUpload(),
    holdProof: useProofUpload(),
    addressProof: useProofUpload(),
    paymentProof: useProofUpload(),
  };
  const [missing, setMissing] = useState<ProofName | null>(null);
  const state = useDocumentsState(member.id).data ?? null;
  const update = useUpdateDocuments(member.id);
  const refreshSession = useRefreshSession();
  const onFile = PROOFS.filter((proof) => member[sessionField[proof]] !== null);
  const status = state
    ? (statusKey[state.documentStatus as keyof typeof statusKey] ?? 'documents.status.submitted')
    : onFile.length > 0
      ? 'documents.status.submitted'
      : 'documents.status.notUploaded';

  function submit() {
    const first = PROOFS.find((proof) => uploads[proof].ids === '') ?? null;
    setMissing(first);
    if (first || update.isPending) return;
    update.mutate(
      {
        idcardProofId: uploads.idProof.ids,
        idcardHoldProofId: uploads.holdProof.ids,
        addressProofId: uploads.addressProof.ids,
        paymentProofId: uploads.paymentProof.ids,
      },
      {
        onSuccess: () => {
          toast.success(t('documents.success'));
          refreshSession.mutate();
        },
        onError: () => void alertDialog({ message: tCommon('common.serverBusy') }),
      },
    );
  }

  return (
    <form
      className="documents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <output className="documents__status">
        {t('documents.statusLabel')} <strong>{t(status)}</strong>
      </output>
      <p className="wallet-lead">{t('documents.intro')}</p>
      {onFile.length > 0 && <ProofsOnFile member={member} proofs={onFile} />}
      <div className="documents__grid">
        {PROOFS.map((proof) => (
          <ProofUploadField
            key={proof}
            label={t(`documents.${proof}`)}
            upload={uploads[proof]}
            required
            error={missing === proof ? t('documents.missing', { proof: t(`documents.${proof}`) }) : undefined}
          />
        ))}
      </div>
      <Button type="submit" loading={update.isPending} fullWidth>
        {t('documents.submit')}
      </Button>
    </form>
  );
}

/** The proofs the member already sent, shown through the file call with the session token. */
function ProofsOnFile({ member, proofs }: { member: SessionUser; proofs: readonly ProofName[] }) {
  const { t } = useTranslation('documents');
  const token = tokenStorage.get() ?? undefined;
  return (
    <section className="documents__on-file" aria-labelledby="documents-on-file">
      <h3 id="documents-on-file" className="wallet-subtitle">
        {t('documents.onFile')}
      </h3>
      <ul className="proof-upload__files">
        {proofs.map((proof) => {
          const id = member[sessionField[proof]];
          if (id === null) return null;
          return (
            <li key={proof} className="proof-upload__file">
              <img
                src={apiClient.url(filesEndpoints.fileGet, { id, token, width: 160, height: 120 })}
                alt={t(`documents.${proof}`)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
