import type { CashoutMethodCodeValue } from '@casino/contracts/entities/money-enums';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form-field';
import { type DetailField, detailFieldsByMethod } from '../lib/cash-out-validation';

interface CashOutMethodDetailsProps {
  method: CashoutMethodCodeValue;
  details: Record<DetailField, string>;
  onChange: (field: DetailField, value: string) => void;
  /** The refused field and its translated text. */
  error?: { field: string; text: string };
}

const autoCompleteOf: Partial<Record<DetailField, string>> = {
  email: 'email',
  accountName: 'name',
  payoutAccountName: 'name',
};

/** The inputs the chosen method needs (spec 02 §5 rule 6). */
export function CashOutMethodDetails({ method, details, onChange, error }: CashOutMethodDetailsProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className="cash-out-details">
      {detailFieldsByMethod[method].map((field) => (
        <TextField
          key={field}
          label={t(`cashOut.details.${field}`)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={autoCompleteOf[field] ?? 'off'}
          value={details[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={error?.field === field ? error.text : undefined}
          required
        />
      ))}
    </div>
  );
}
