import { z } from 'zod';
import { flagSchema } from '../core/enums';
import { ifThen } from '../core/json-schema';
import {
  birthdaySchema,
  countryCodeSchema,
  currencyCodeSchema,
  digitsSchema,
  emailSchema,
  fileIdSchema,
  idSchema,
  moneySchema,
  requiredTextSchema,
} from '../core/primitives';
import { helpTopicSchema } from '../settings/enums';
import { memberBadgeLevelSchema } from '../vip/enums';
import { genderSchema, loginTypeSchema } from './enums';
import {
  newPasswordSchema,
  PASSWORD_PROBLEM_MESSAGES,
  PasswordProblem,
  passwordProblem,
} from './password-policy';
import { REGISTRATION_STEP_FIELDS } from './rules';

/**
 * Letters a-z and A-Z, digits, '.', '_' and '-'. The spec only says "required"; this rule is ours
 * (decision 046): other players read a username (the drawer, the win ticker), so it may
 * hold no control, invisible or direction characters and no look-alike letters of other scripts
 * (`de\u200bmo`, a Cyrillic 'е' read as "demo"); and no '@' or space, since sign-in takes
 * "username or e-mail". Uniqueness ignores case, as sign-in does.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const isSafeUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
export const usernameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(USERNAME_PATTERN, 'letters a-z, digits, dot, underscore or hyphen only');
export const passwordSchema = z.string().min(1).max(128);

/**
 * The password typed again. JSON Schema cannot compare two fields, so the document says "the same
 * text as password" in words and as `x-same-as` (the refinements below check it; a repeat that
 * differs is a 400 naming repassword).
 */
export const repeatedPasswordSchema = passwordSchema.meta({
  description: 'The password typed again: the same text as password, or the call is refused (400)',
  'x-same-as': 'password',
});

const PASSWORDS_DIFFER = 'password is not consistent, please check';
const passwordsMatch = (value: { password?: string; repassword?: string }) =>
  value.password === undefined || value.repassword === undefined || value.password === value.repassword;

/**
 * Fields of the sign-up entity. Server-side checks follow spec 01 section 5: every field the
 * client requires is required here, formats are checked. Three are optional because the
 * single-form sign-up variant does not collect them: gender, birthday and currency (the
 * simulator then uses its default currency). The age (18+) and `agreed` rules are business
 * errors the simulator answers (UNDER_AGE, TERMS_NOT_AGREED), not schema failures.
 */
const registrationShape = {
  email: emailSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  repassword: repeatedPasswordSchema,
  /** Calling code without '+', e.g. '44'. */
  mobilePrefix: digitsSchema.max(6),
  mobile: digitsSchema.max(20),
  firstName: requiredTextSchema,
  lastName: requiredTextSchema,
  gender: genderSchema.optional(),
  birthday: birthdaySchema.optional(),
  countryCode: countryCodeSchema,
  stateCode: z.string().min(1).max(32),
  city: requiredTextSchema,
  postalCode: z.string().min(1).max(16),
  address: z.string().min(1).max(256),
  currency: currencyCodeSchema.optional(),
  /** Which step of the multi-step form sent this (1-3); the pre-check reads it. */
  step: z.number().int().min(1).max(3).optional(),
  /** Exclusive offers; the form's default is true. */
  receiveExclusive: z.boolean().optional(),
  agreed: z.boolean(),
  /** The invitation code kept from `/#/?code=...`. */
  invitorCode: z.string().max(64).optional(),
  recommendCode: z.string().max(64).optional(),
  ticket: z.string().max(128).optional(),
};

const passwordNotTheAccount = (value: { password?: string; username?: string; email?: string }) =>
  value.password === undefined || passwordProblem(value.password, value) !== PasswordProblem.SAME_AS_ACCOUNT;
const SAME_AS_ACCOUNT = { path: ['password'], message: PASSWORD_PROBLEM_MESSAGES.sameAsAccount };

export const RegistrationSchema = z
  .strictObject(registrationShape)
  .refine(passwordsMatch, { path: ['repassword'], message: PASSWORDS_DIFFER })
  .refine(passwordNotTheAccount, SAME_AS_ACCOUNT);
export type Registration = z.infer<typeof RegistrationSchema>;

/**
 * The pre-check (`checkRegister1`) gets the entity as filled so far: the client may call it
 * before the last step, so every field is optional, but a field that is present must be
 * well-formed (the simulator then checks username and e-mail are free).
 */
export const RegistrationCheckSchema = z
  .strictObject(registrationShape)
  .partial()
  .refine(passwordsMatch, { path: ['repassword'], message: PASSWORDS_DIFFER })
  .refine(passwordNotTheAccount, SAME_AS_ACCOUNT)
  // The step's required fields, which the simulator checks after the schema, as the document says them.
  .meta({
    allOf: Object.entries(REGISTRATION_STEP_FIELDS).map(([step, fields]) =>
      ifThen(
        { properties: { step: { const: Number(step) } }, required: ['step'] },
        // Present and not empty (the simulator refuses '' as missing).
        {
          required: [...fields],
          properties: Object.fromEntries(fields.map((field) => [field, { minLength: 1 }])),
        },
      ),
    ),
  });
export type RegistrationCheck = z.infer<typeof RegistrationCheckSchema>;

/** Social-login registration form. */
export const SocialRegistrationSchema = z.strictObject({
  email: emailSchema,
  firstName: requiredTextSchema,
  lastName: requiredTextSchema,
});
export type SocialRegistration = z.infer<typeof SocialRegistrationSchema>;

export const LoginSchema = z.strictObject({
  /** Username or e-mail. */
  username: z.string().min(1).max(254),
  password: passwordSchema,
  type: loginTypeSchema,
});
export type Login = z.infer<typeof LoginSchema>;

/**
 * The signed-in member as token info, refresh, login and register answer it. Money is in
 * major units. Fields marked "Ours" and the last block are not in the spec's list of session
 * fields: the cash-out figures (each figure the screen shows comes from the server, the client
 * derives none; they add up: available = withdrawable + bonus + locked cash) and the personal
 * details the read-only page shows.
 */
export const SessionUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  token: z.string().min(1),
  /** 0 makes the client clear the token and reload. */
  enabled: flagSchema,
  /** Whether the member has made a credited (successful) deposit. */
  credited: flagSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  currency: currencyCodeSchema,
  currencySymbol: z.string(),
  /** Cash plus bonus wallets: what can be staked (the header balance). */
  availableBalance: moneySchema,
  /** The cash wallet once no wagering is owed; 0 while any is. */
  withdrawableBalance: moneySchema,
  /** Ours: the bonus wallet (gift and bonus money), never withdrawable: the "gift bonus" figure. */
  bonusBalance: moneySchema,
  /** Ours: cash that unfinished wagering holds back (all the cash while rollingAmount > 0). */
  lockedCashBalance: moneySchema,
  /** Wagering still required before a withdrawal (bonus rollover). */
  rollingAmount: moneySchema,
  /** The badge level 1-5 ("1-5 for level display"), not the common/agent MemberType. */
  memberType: memberBadgeLevelSchema,
  invitationCode: z.string(),
  vipPoints: z.number().int().min(0),
  vipLifeTimePoints: z.number().int().min(0),
  /**
   * The badge reading (1 Bronze to 5 Diamond); 0 until the member reaches bronze (400
   * points). The VIP store's 10/20/30/40 levels are the other reading (see MemberLevel).
   */
  vipLevel: z.number().int().min(0).max(5),
  /** Uploaded proof documents (file ids), null until uploaded. */
  idcardProofId: fileIdSchema.nullable(),
  idcardHoldProofId: fileIdSchema.nullable(),
  addressProofId: fileIdSchema.nullable(),
  paymentProofId: fileIdSchema.nullable(),
  mobilePrefix: z.string(),
  gender: genderSchema.nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  stateCode: z.string(),
  city: z.string(),
  postalCode: z.string(),
  address: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const MemberRecordSchema = z.object({
  id: idSchema,
  /** Players this member invited. */
  childCount: z.number().int().min(0),
  /**
   * The `personCount` of the highest invite tier already redeemed (0 before any): a tier can
   * be redeemed when `treasureIndex < personCount <= childCount`.
   */
  treasureIndex: z.number().int().min(0),
});
export type MemberRecord = z.infer<typeof MemberRecordSchema>;

/** An invite-reward tier: invite `personCount` players to earn `bonusAmount`. */
export const InviteConfigSchema = z.object({
  id: idSchema,
  personCount: z.number().int().min(1),
  bonusAmount: moneySchema,
});
export type InviteConfig = z.infer<typeof InviteConfigSchema>;

export const PasswordChangeSchema = z
  .strictObject({ id: idSchema, password: newPasswordSchema, repassword: repeatedPasswordSchema })
  .refine(passwordsMatch, { path: ['repassword'], message: PASSWORDS_DIFFER });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** Ours: the password reset page sends the mailed code with the new password. */
export const PasswordResetSchema = z
  .strictObject({
    code: z.string().min(1).max(128),
    password: newPasswordSchema,
    repassword: repeatedPasswordSchema,
  })
  .refine(passwordsMatch, { path: ['repassword'], message: PASSWORDS_DIFFER });
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/**
 * The contact form implied by the translations. No call of the spec sends it: it is the
 * entity only (the app's contact page uses mailto and live chat).
 */
export const ContactFormSchema = z.strictObject({
  name: requiredTextSchema,
  username: z.string().max(64).optional(),
  email: emailSchema,
  phoneNumber: digitsSchema.max(24).optional(),
  queryType: helpTopicSchema,
  message: z.string().min(1).max(4000),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
