import type { z } from 'zod';
import { numberCodes } from '../core/enums';

/** Enumerations of the member domain (spec 01 §3, spec 02 §3). */

/** Member type common or agent. Not the session's `memberType` field, which is a badge level. */
export const [MemberType, memberTypeSchema] = numberCodes({ COMMON: 0, AGENT: 10 });
export type MemberTypeValue = z.infer<typeof memberTypeSchema>;
