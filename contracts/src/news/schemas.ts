import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../core/primitives';
import { newsStatusSchema, newsTypeSchema } from './enums';

/** Schemas of the news domain (spec 01 §3). */

/** A message-centre item: type withdraw 0 or share 10, status unread 0 or read 10. */
export const NewsItemSchema = z.object({
  id: idSchema,
  message: z.string(),
  type: newsTypeSchema,
  status: newsStatusSchema,
  memberId: idSchema,
  createTime: isoDateTimeSchema,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
