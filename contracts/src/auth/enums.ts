import { z } from 'zod';

/** Enumerations of the auth domain (spec 01 §3, spec 02 §3) (cut from `enums.ts`, issue 31). */

export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export const genderSchema = z.enum(Gender);
export type GenderValue = z.infer<typeof genderSchema>;

/** The login payload's `type` has one fixed value. */
export const LoginType = { MEMBER: 'MEMBER' } as const;
export const loginTypeSchema = z.enum(LoginType);
export type LoginTypeValue = z.infer<typeof loginTypeSchema>;
