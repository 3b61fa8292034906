import { ContactFormSchema } from '@casino/contracts/auth/schemas';
import { isEmail } from '@casino/contracts/core/primitives';
import { HelpTopic, type HelpTopicValue, helpTopicSchema } from '@casino/contracts/settings/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { maxLengthsOf } from '../../../shared/lib/schema-limits';
import { Button } from '../../../shared/ui/button';
import { TextAreaField } from '../../../shared/ui/form-field';
import { type TextFieldSource, type TextInput, TextInputs } from '../../../shared/ui/text-inputs';

/** Each field's cap: the contract's maximum (`ContactFormSchema`). */
const CONTACT_LIMITS = maxLengthsOf(ContactFormSchema);

import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useKeepOnSessionEnd, useKeptDraft } from '../../../shared/session/hooks/use-session-draft';
import { Picker } from '../../../shared/ui/picker';

/**
 * Every field is the player's own words, none secret: a session that ends while the form is open
 * keeps them all for the member's next sign-in (decision 067), read back through this schema.
 */
const ContactFormValuesSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  queryType: helpTopicSchema.nullable(),
  message: z.string(),
});
export type ContactFormValues = z.infer<typeof ContactFormValuesSchema>;
const CONTACT_DRAFT = 'contactForm';

type ContactTextField = 'name' | 'username' | 'email' | 'phoneNumber';

type ContactFormErrors = Partial<
  Record<
    keyof ContactFormValues,
    | 'contact.nameRequired'
    | 'contact.emailRequired'
    | 'contact.emailInvalid'
    | 'contact.phoneInvalid'
    | 'contact.queryTypeRequired'
    | 'contact.messageRequired'
  >
>;

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'contact.nameRequired';
  if (!values.email.trim()) errors.email = 'contact.emailRequired';
  else if (!isEmail(values.email)) errors.email = 'contact.emailInvalid';
  if (values.phoneNumber && !/^\d+$/.test(values.phoneNumber)) errors.phoneNumber = 'contact.phoneInvalid';
  if (!values.queryType) errors.queryType = 'contact.queryTypeRequired';
  if (!values.message.trim()) errors.message = 'contact.messageRequired';
  return errors;
}

/** No call takes the form (spec 01 section 2): it composes an e-mail to support instead. */
export function contactMailto(supportEmail: string, values: ContactFormValues, topicLabel: string): string {
  const body = [
    `Name: ${values.name}`,
    values.username && `Username: ${values.username}`,
    `E-mail: ${values.email}`,
    values.phoneNumber && `Phone: ${values.phoneNumber}`,
    `Query type: ${topicLabel}`,
    '',
    values.message,
  ]
    .filter((line) => line !== '')
    .join('\n');
  const query = new URLSearchParams({ subject: topicLabel, body }).toString().replace(/\+/g, '%20');
  return `mailto:${supportEmail}?${query}`;
}

export function ContactForm({
  supportEmail,
  onCompose,
}: {
  supportEmail: string;
  onCompose: (url: string) => void;
}) {
  const { t } = useTranslation('settings');
  // The topics are the contact form's query types too: one list, in the shell's namespace.
  const { t: common } = useTranslation('common');
  const { data: user } = useSessionUser();
  const kept = useKeptDraft(CONTACT_DRAFT, ContactFormValuesSchema);
  const [values, setValues] = useState<ContactFormValues>(
    () =>
      kept ?? {
        name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
        username: user?.username ?? '',
        email: user?.email ?? '',
        phoneNumber: '',
        queryType: null,
        message: '',
      },
  );
  useKeepOnSessionEnd(CONTACT_DRAFT, values);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const set = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const topics = Object.values(HelpTopic).map((topic) => ({
    value: topic,
    label: common(`helpTopics.${topic}`),
  }));
  const errorText = (key: keyof ContactFormValues) => {
    const found = errors[key];
    return found ? t(found) : undefined;
  };
  const textInputs: TextInput<ContactTextField>[] = [
    { field: 'name', label: t('contact.name'), autoComplete: 'name', required: true },
    { field: 'username', label: t('contact.username'), autoComplete: 'username' },
    { field: 'email', label: t('contact.email'), type: 'email', autoComplete: 'email', required: true },
    {
      field: 'phoneNumber',
      label: t('contact.phone'),
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'tel',
    },
  ];
  const textForm: TextFieldSource<ContactTextField> = {
    values,
    errors: { name: errorText('name'), email: errorText('email'), phoneNumber: errorText('phoneNumber') },
    change: set,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.queryType) return;
    onCompose(contactMailto(supportEmail, values, common(`helpTopics.${values.queryType}`)));
  }

  return (
    <form
      className="account-form contact-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="contact-form__title">
        {t('contact.formTitle')}
      </h3>
      <TextInputs
        form={textForm}
        inputs={textInputs.map((input) => ({ ...input, maxLength: CONTACT_LIMITS[input.field] }))}
      />
      <Picker
        label={t('contact.queryType')}
        options={topics}
        value={values.queryType}
        onChange={(value) => set('queryType', value as HelpTopicValue)}
        error={errorText('queryType')}
        required
      />
      <TextAreaField
        className="contact-form__message"
        label={t('contact.message')}
        rows={4}
        value={values.message}
        maxLength={CONTACT_LIMITS.message}
        onChange={(e) => set('message', e.target.value)}
        error={errorText('message')}
        required
      />
      <p className="account-note">{t('contact.formNote')}</p>
      <Button type="submit">{t('contact.send')}</Button>
    </form>
  );
}
