import { z } from 'zod';

/** Enumerations of the news domain (spec 01 §3, spec 02 §3) (cut from `enums.ts`, issue 31). */

export const NewsType = { WITHDRAW: 0, SHARE: 10 } as const;
export const newsTypeSchema = z.literal(Object.values(NewsType));
export type NewsTypeValue = z.infer<typeof newsTypeSchema>;

export const NewsStatus = { UNREAD: 0, READ: 10 } as const;
export const newsStatusSchema = z.literal(Object.values(NewsStatus));
export type NewsStatusValue = z.infer<typeof newsStatusSchema>;
