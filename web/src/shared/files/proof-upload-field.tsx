import { UPLOAD_MAX_FILES, UPLOAD_MAX_MEGABYTES } from '@casino/contracts/files/endpoints';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../ui/busy-indicator';
import { Button } from '../ui/button';
import { UPLOAD_ACCEPT } from './upload-rules';
import type { ProofUpload } from './use-proof-upload';
import './proof-upload.css';

interface ProofUploadFieldProps {
  label: string;
  upload: ProofUpload;
  required?: boolean;
  /** A form-level refusal for this proof (e.g. 'Please upload your ID proof'), translated. */
  error?: string;
}

/**
 * One proof: a file chooser (JPEG, PNG or BMP, 5 MB, up to 6 files), previews with a remove
 * button each, the upload's progress and result announced politely, and errors as alerts.
 * Shared by the cash-out's step 2 and the upload-documents screen.
 */
export function ProofUploadField({ label, upload, required = false, error }: ProofUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const full = upload.files.length >= UPLOAD_MAX_FILES;
  const uploadError = !upload.error
    ? undefined
    : 'message' in upload.error
      ? upload.error.message
      : t(upload.error.key, { max: String(UPLOAD_MAX_FILES), megabytes: String(UPLOAD_MAX_MEGABYTES) });
  const shownError = uploadError ?? error;

  return (
    <fieldset className={`proof-upload ${shownError ? 'proof-upload--invalid' : ''}`}>
      <legend className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <p id={hintId} className="field__hint">
        {t('upload.hint', {
          count: upload.files.length,
          max: String(UPLOAD_MAX_FILES),
        })}
      </p>
      {upload.files.length > 0 && (
        <ul className="proof-upload__files" aria-label={t('upload.chosenFiles', { proof: label })}>
          {upload.files.map((file) => (
            <li key={file.id} className="proof-upload__file">
              {file.previewUrl ? (
                <img src={file.previewUrl} alt={t('upload.previewAlt', { name: file.name })} />
              ) : (
                <span className="proof-upload__name">{file.name}</span>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => upload.remove(file.id)}
                aria-label={t('upload.remove', { name: file.name })}
              >
                {t('upload.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <div className="proof-upload__choose">
          <input
            id={inputId}
            className="proof-upload__input"
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple
            disabled={upload.uploading}
            aria-describedby={[shownError ? errorId : '', hintId].filter(Boolean).join(' ')}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              // Cleared so that choosing the same file again (after a removal) fires again.
              event.target.value = '';
              void upload.add(chosen);
            }}
          />
          <label htmlFor={inputId} className="button button--secondary button--sm proof-upload__button">
            {t('upload.choose', { proof: label })}
          </label>
        </div>
      )}
      {upload.uploading ? (
        <BusyIndicator label={t('upload.uploading')} />
      ) : (
        <output className="visually-hidden" aria-live="polite">
          {upload.lastUploaded > 0 ? t('upload.uploaded', { count: upload.lastUploaded }) : ''}
        </output>
      )}
      <p id={errorId} className="field__error" role="alert" hidden={!shownError}>
        {shownError}
      </p>
    </fieldset>
  );
}
