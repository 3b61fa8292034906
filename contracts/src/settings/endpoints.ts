import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { firstScreenWire } from '../core/first-screen-wire';
import { emptyPayloadSchema } from '../core/primitives';
import { settingScriptNameSchema } from './enums';
import { AccessPolicySchema, ContactUsSettingsSchema } from './schemas';

const tags = ['settings'] as const;

/** Site settings: live chat, contact links, scripts and the access policy. */
export const settingsEndpoints = {
  checkChatAvailable: defineEndpoint({
    path: '/sys/sysSetting/checkContactUsSetting',
    method: 'POST',
    encoding: 'form',
    auth: 'public',
    // Polled every 20 s: the spec sends it without the loading overlay.
    indicator: false,
    request: emptyPayloadSchema,
    response: z.boolean(),
    summary: 'Whether live chat is available now (shows or hides the chat icon)',
    tags,
  }),
  contactUsSetting: defineEndpoint({
    path: '/sys/sysSetting/contactUsSetting',
    method: 'POST',
    encoding: 'form',
    // Public: visitors may contact support (spec 01 section 6).
    auth: 'public',
    indicator: true,
    request: emptyPayloadSchema,
    response: ContactUsSettingsSchema,
    summary: 'Rule and promotion page URLs, Telegram link and WhatsApp contact',
    tags,
  }),
  acquireSetting: defineEndpoint({
    path: '/sys/sysSetting/acquire',
    method: 'POST',
    encoding: 'form',
    auth: 'public',
    indicator: true,
    request: z.strictObject({ name: settingScriptNameSchema }),
    response: z.string(),
    summary: 'Script text of a setting (ad tracking or live chat); empty when unset',
    tags,
  }),
  accessPolicy: defineEndpoint({
    ...firstScreenWire.accessPolicy,
    auth: 'public',
    indicator: true,
    request: emptyPayloadSchema,
    response: AccessPolicySchema,
    summary: "Whether the visitor's location may use the site, and where to go if not",
    ours: 'the spec says "url and status"; the status values are ours (AccessStatus)',
    tags,
  }),
} as const;
