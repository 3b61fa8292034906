import type { CashoutMethodCodeValue } from '@casino/contracts/withdrawals/enums';
import { type CashOutDetailField, cashOutDetailFieldsOf } from '@casino/contracts/withdrawals/schemas';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form-field';
import type { CashOutForm } from '../lib/cash-out-validation';

interface CashOutMethodDetailsProps {
  method: CashoutMethodCodeValue;
  details: CashOutForm['details'];
  onChange: (key: string, value: string) => void;
  /** The refused input's key and its translated text. */
  error?: { field: string; text: string };
}

/** What a browser may fill in: e-mails and holder names, never account numbers or addresses. */
const autoCompleteOf = (field: CashOutDetailField) => {
  if (field.format === 'email') return 'email';
  return field.path.at(-1) === 'accountName' ? 'name' : 'off';
};

/**
 * The inputs the chosen method needs (spec 02 §5 rule 6), as the contract's `CashOutDetailsSchema`
 * lists them: one per detail, labelled by the method and the detail's path.
 */
export function CashOutMethodDetails({ method, details, onChange, error }: CashOutMethodDetailsProps) {
  const { t } = useTranslation('withdrawals');
  return (
    <div className="cash-out-details">
      {cashOutDetailFieldsOf(method).map((field) => (
        <TextField
          key={`${method}.${field.key}`}
          // The key is the contract's path; a test checks every method's labels exist.
          label={t(`cashOut.details.${method}.${field.key}` as 'cashOut.details.PAYPAL.email')}
          type={field.format === 'email' ? 'email' : 'text'}
          autoComplete={autoCompleteOf(field)}
          maxLength={field.maxLength}
          value={details[field.key] ?? ''}
          onChange={(event) => onChange(field.key, event.target.value)}
          error={error?.field === field.key ? error.text : undefined}
          required
        />
      ))}
    </div>
  );
}
