import type { z } from 'zod';
import { textCodes } from '../core/enums';

/** Enumerations of the auth domain (spec 01 §3, spec 02 §3). */

export const [Gender, genderSchema] = textCodes({ MALE: 'MALE', FEMALE: 'FEMALE' });
export type GenderValue = z.infer<typeof genderSchema>;

/** The login payload's `type` has one fixed value. */
export const [LoginType, loginTypeSchema] = textCodes({ MEMBER: 'MEMBER' });
export type LoginTypeValue = z.infer<typeof loginTypeSchema>;
