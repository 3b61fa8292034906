import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../shared/api/reference/get-countries';
import { useCurrencies } from '../../../shared/api/reference/get-currencies';
import { useStates } from '../../../shared/api/reference/get-states';
import { LegalArticle } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Checkbox, TextField } from '../../../shared/ui/form-field';
import { Picker } from '../../../shared/ui/picker';
import type { SignUpForm } from '../hooks/use-sign-up-form';
import { useToastQueryError } from '../hooks/use-toast-query-error';
import { SignUpInputs } from './sign-up-inputs';

function CurrencyPicker({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const currencies = useCurrencies();
  useToastQueryError(currencies.error);
  return (
    <Picker
      label={t('register.currency')}
      name="currency"
      required
      options={(currencies.data ?? []).map((currency) => ({ value: currency.code, label: currency.code }))}
      value={form.values.currency}
      error={form.errors.currency}
      onChange={(value) => form.change('currency', value)}
    />
  );
}

/**
 * The state of the chosen country: a picker of its states (desktop select, mobile bottom
 * sheet). A country the reference data lists no states for gets a text field instead, so that
 * "State required" can still be met.
 */
function StateField({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const { values, errors, change } = form;
  const states = useStates(values.countryCode);
  useToastQueryError(states.error);
  if (states.isSuccess && states.data.length === 0) {
    return (
      <TextField
        label={t('register.state')}
        name="stateCode"
        autoComplete="address-level1"
        required
        value={values.stateCode}
        error={errors.stateCode}
        onChange={(event) => change('stateCode', event.target.value)}
      />
    );
  }
  return (
    <Picker
      label={t('register.state')}
      name="stateCode"
      required
      disabled={values.countryCode === ''}
      options={(states.data ?? []).map((state) => ({ value: state.code, label: state.name }))}
      value={values.stateCode}
      error={errors.stateCode}
      onChange={(value) => change('stateCode', value)}
    />
  );
}

/** Country, state, town, postal code and address; currency first in the multi-step form. */
export function AddressFields({ form, withCurrency }: { form: SignUpForm; withCurrency: boolean }) {
  const { t } = useTranslation('auth');
  const { values, change, errors } = form;
  const countries = useCountries();
  useToastQueryError(countries.error);
  return (
    <>
      {withCurrency && <CurrencyPicker form={form} />}
      <div className="auth-form__row">
        <Picker
          label={t('register.country')}
          name="countryCode"
          required
          options={(countries.data ?? []).map((country) => ({
            value: country.isoCode2,
            label: country.enName,
          }))}
          value={values.countryCode}
          error={errors.countryCode}
          onChange={(value) => change('countryCode', value)}
        />
        <StateField form={form} />
      </div>
      <SignUpInputs
        form={form}
        row
        inputs={[
          ['city', 'address-level2'],
          ['postalCode', 'postal-code'],
        ]}
      />
      <SignUpInputs form={form} inputs={[['address', 'street-address']]} />
    </>
  );
}

/** Exclusive offers (default on) and the terms agreement, whose label says the member is 18+. */
export function AgreementFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const { values, change } = form;
  return (
    <div className="auth-form__agreements">
      <Checkbox
        label={t('register.receiveExclusive')}
        name="receiveExclusive"
        checked={values.receiveExclusive}
        onChange={(event) => change('receiveExclusive', event.target.checked)}
      />
      <Checkbox
        label={
          <>
            {t('register.agreeBefore')}{' '}
            <button
              type="button"
              className="link-button auth-link"
              onClick={(event) => {
                // The link reads the terms; it must not tick the box it sits in.
                event.preventDefault();
                openOverlay('legal', { article: LegalArticle.TERMS });
              }}
            >
              {t('register.termsLink')}
            </button>
          </>
        }
        name="agreed"
        checked={values.agreed}
        onChange={(event) => change('agreed', event.target.checked)}
      />
    </div>
  );
}
