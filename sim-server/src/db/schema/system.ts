import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

/** Key-value facts about the database itself (seed version, clock offset). */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Operator settings by name (contact settings, scripts, access policy, chat availability), as JSON. */
export const settings = sqliteTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Ad-tracking events the app reports (registration, purchase in USD), for tests to assert. */
export const trackingEvents = sqliteTable(
  'tracking_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').references(() => members.id),
    event: text('event').notNull(),
    /** JSON of the event's figures (amount, currency). */
    payload: text('payload').notNull().default('{}'),
    createTime: integer('create_time').notNull(),
  },
  (table) => [index('tracking_events_event_idx').on(table.event)],
);

/** Uploaded and generated files (covers, banners, documents), bytes kept in the database. */
export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The uploader; null for files of the operator (covers, banners). */
    memberId: integer('member_id').references(() => members.id),
    mimeType: text('mime_type').notNull(),
    fileName: text('file_name').notNull().default(''),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).$type<Buffer>().notNull(),
    createTime: integer('create_time').notNull(),
  },
  (table) => [index('files_member_idx').on(table.memberId)],
);
