import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../shared/api/reference/get-countries';
import { useStates } from '../../../shared/api/reference/get-states';
import { TextField } from '../../../shared/ui/form-field';
import { Picker } from '../../../shared/ui/picker';
import { type CardFormValues, EXPIRY_MONTHS, expiryYears } from '../lib/deposit-validation';

interface CardFormFieldsProps {
  values: CardFormValues;
  onChange: (patch: Partial<CardFormValues>) => void;
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Card number, CVV, expiry and the billing address (state depends on country), spec 02 §2. */
export function CardFormFields({ values, onChange }: CardFormFieldsProps) {
  const { t } = useTranslation('deposits');
  const countries = useCountries();
  const states = useStates(values.cardCountry);
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.code, label: state.name }));
  const text = (name: keyof CardFormValues) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.target.value }),
  });
  return (
    <>
      <fieldset className="deposit-fieldset">
        <legend className="deposit-section-title">{t('deposit.cardDetails')}</legend>
        <p className="deposit-card-tip">{t('deposit.mastercardTip')}</p>
        <TextField
          label={t('deposit.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          {...text('cardNum')}
        />
        <div className="deposit-form-row">
          <TextField
            label={t('deposit.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...text('cardCvv')}
          />
          <Picker
            label={t('deposit.expiryMonth')}
            options={toOptions(EXPIRY_MONTHS)}
            value={values.expireMonth}
            onChange={(expireMonth) => onChange({ expireMonth })}
          />
          <Picker
            label={t('deposit.expiryYear')}
            options={toOptions(expiryYears())}
            value={values.expireYear}
            onChange={(expireYear) => onChange({ expireYear })}
          />
        </div>
      </fieldset>
      <fieldset className="deposit-fieldset">
        <legend className="deposit-section-title">{t('deposit.billingDetails')}</legend>
        <div className="deposit-form-row">
          <TextField label={t('deposit.firstName')} autoComplete="cc-given-name" {...text('cardFirstName')} />
          <TextField label={t('deposit.lastName')} autoComplete="cc-family-name" {...text('cardLastName')} />
        </div>
        <div className="deposit-form-row">
          <Picker
            label={t('deposit.country')}
            options={(countries.data ?? []).map((country) => ({
              value: country.isoCode2,
              label: country.enName,
            }))}
            value={values.cardCountry}
            onChange={(cardCountry) => onChange({ cardCountry, cardState: '' })}
          />
          {stateOptions.length > 0 ? (
            <Picker
              label={t('deposit.state')}
              options={stateOptions}
              value={values.cardState}
              onChange={(cardState) => onChange({ cardState })}
            />
          ) : (
            <TextField label={t('deposit.state')} autoComplete="address-level1" {...text('cardState')} />
          )}
        </div>
        <div className="deposit-form-row">
          <TextField label={t('deposit.town')} autoComplete="address-level2" {...text('cardCity')} />
          <TextField label={t('deposit.postalCode')} autoComplete="postal-code" {...text('cardPostalCode')} />
        </div>
        <TextField label={t('deposit.address')} autoComplete="street-address" {...text('cardAddress')} />
      </fieldset>
    </>
  );
}
