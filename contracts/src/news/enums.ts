import type { z } from 'zod';
import { numberCodes } from '../core/enums';

/** Enumerations of the news domain (spec 01 §3, spec 02 §3). */

export const [NewsType, newsTypeSchema] = numberCodes({ WITHDRAW: 0, SHARE: 10 });
export type NewsTypeValue = z.infer<typeof newsTypeSchema>;

export const [NewsStatus, newsStatusSchema] = numberCodes({ UNREAD: 0, READ: 10 });
export type NewsStatusValue = z.infer<typeof newsStatusSchema>;
