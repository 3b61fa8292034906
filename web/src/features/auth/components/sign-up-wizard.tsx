import type { SessionUser } from '@casino/contracts/auth/schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, IconButton } from '../../../shared/ui/button';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { useSignUpForm } from '../hooks/use-sign-up-form';
import {
  accountStepRules,
  addressStepRules,
  personalStepRules,
  type SignUpField,
} from '../utils/sign-up-values';
import { focusField } from '../utils/validation';
import { AccountFields } from './account-fields';
import { AddressFields, AgreementFields } from './address-fields';
import { PersonalFields } from './personal-fields';
import '../auth.css';
import { Icon } from '../../../shared/ui/icon';
import { StepIndicator } from '../../../shared/ui/step-indicator';
import { SignInSwitch } from './sign-in-switch';

type Step = 1 | 2 | 3;

/**
 * The step lives in the URL (`?signUpStep=2`), so the browser's Back goes one step back with
 * everything typed still there (the values are this component's state), not off the form.
 */
const SIGN_UP_STEP_PARAM = 'signUpStep';

const stepOfField = (field: SignUpField): Step =>
  accountStepRules.some((rule) => rule.field === field)
    ? 1
    : personalStepRules.some((rule) => rule.field === field)
      ? 2
      : 3;

const stepFromUrl = (value: string | null): Step => (value === '2' ? 2 : value === '3' ? 3 : 1);

export interface SignUpFlowProps {
  onRegistered: (user: SessionUser) => void;
  /** "Already have an account": the sign-in pop-up. */
  onSignIn: () => void;
}

/**
 * The three-step sign-up (spec 01 sections 2, 4 and 5). Each step checks its fields in order,
 * then asks the server (partial pre-check, so a taken username shows up at step 1); step 3
 * checks, requires the terms, pre-checks the whole entity and registers.
 */
export function SignUpWizard({ onRegistered, onSignIn }: SignUpFlowProps) {
  const { t } = useTranslation('auth');
  const form = useSignUpForm();
  const [searchParams, setSearchParams] = useSearchParams();
  // A step is reachable only once the steps before it passed here: a reloaded or pasted
  // `?signUpStep=3` with empty values starts at step 1.
  const [reached, setReached] = useState<Step>(1);
  const step = Math.min(stepFromUrl(searchParams.get(SIGN_UP_STEP_PARAM)), reached) as Step;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  /** The refused field to focus once its step is on screen (instead of the step's heading). */
  const fieldToFocus = useRef<SignUpField | null>(null);
  // A refusal of a field of an earlier step (the final pre-check sees the whole entity) takes
  // the member back to that step, where the tip stands under the field and the field has focus.
  const registration = useRegistrationSubmit({
    onRegistered,
    onFieldProblem: (field, tip) => {
      const target = stepOfField(field);
      form.report(field, tip);
      if (target < step) {
        fieldToFocus.current = field;
        goTo(target);
      }
    },
  });
  const stepLabels = [t('register.stepAccount'), t('register.stepPersonal'), t('register.stepAddress')];

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top;
  // after a refusal, the refused field does (its fields exist only now that the step shows).
  useEffect(() => {
    if (!stepChanged.current) return;
    const field = fieldToFocus.current;
    fieldToFocus.current = null;
    if (field) focusField(form.formRef.current, field);
    else headingRef.current?.focus();
  }, [step, form.formRef]);

  /** Forward pushes a history entry (Back returns); the back arrow replaces it. */
  function goTo(next: Step): void {
    stepChanged.current = true;
    if (next > reached) setReached(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 1) params.delete(SIGN_UP_STEP_PARAM);
        else params.set(SIGN_UP_STEP_PARAM, String(next));
        return params;
      },
      { replace: next < step },
    );
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (registration.isPending) return;
    const { values, validate } = form;
    if (step === 1) {
      if (validate(values, accountStepRules) && (await registration.precheck(values, 1))) goTo(2);
    } else if (step === 2) {
      if (validate(values, personalStepRules) && (await registration.precheck(values, 2))) goTo(3);
    } else if (validate(values, addressStepRules)) {
      await registration.submit(values, 3);
    }
  }

  return (
    <div className="sign-up">
      <StepIndicator
        steps={stepLabels}
        current={step}
        label={t('register.stepsLabel')}
        doneLabel={t('register.stepDone')}
        block="step-indicator"
      />
      <form
        ref={form.formRef}
        className="auth-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <div className="sign-up__heading">
          {step > 1 && (
            <IconButton
              label={t('register.back')}
              variant="secondary"
              onClick={() => goTo((step - 1) as Step)}
            >
              <Icon name="arrowLeft" />
            </IconButton>
          )}
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="sign-up__title focus-target">
            {stepLabels[step - 1]}
            <span className="sign-up__count">
              {t('register.stepOf', { current: String(step), total: '3' })}
            </span>
          </h2>
        </div>
        {step === 1 && <AccountFields form={form} />}
        {step === 2 && <PersonalFields form={form} />}
        {step === 3 && (
          <>
            <AddressFields form={form} withCurrency />
            <AgreementFields form={form} />
          </>
        )}
        <Button type="submit" size="lg" fullWidth loading={registration.isPending}>
          {step < 3 ? t('register.next') : t('register.create')}
        </Button>
        {step === 1 && <SignInSwitch onSignIn={onSignIn} />}
      </form>
    </div>
  );
}
