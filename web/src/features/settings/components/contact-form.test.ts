import { ContactFormSchema } from '@casino/contracts/auth/schemas';
import { HelpTopic } from '@casino/contracts/settings/enums';
import { describe, expect, it } from 'vitest';
import { type ContactFormValues, validateContactForm } from './contact-form';

const filled: ContactFormValues = {
  name: 'Ana Souza',
  username: '',
  email: 'ana@example.com',
  phoneNumber: '',
  queryType: HelpTopic[Object.keys(HelpTopic)[0] as keyof typeof HelpTopic],
  message: 'Where is my withdrawal?',
};

describe('the contact form', () => {
  it('takes a filled form', () => {
    expect(validateContactForm(filled)).toEqual({});
  });

  it.each(['ana@example', 'ana@example.c', 'ana example@mail.com', 'ana@@example.com'])(
    'refuses %s, as the server does, before sending it',
    (email) => {
      expect(validateContactForm({ ...filled, email }).email).toBe('contact.emailInvalid');
      expect(ContactFormSchema.shape.email.safeParse(email).success).toBe(false);
    },
  );
});
