import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EnvelopeError } from '../../errors';
import { readSetting, SettingName } from '../../modules/settings/settings-repository';
import { agentReply, typingDelayMs } from './chat-agent';
import { CHAT_WIDGET_TEXTS, chatLanguage } from './chat-texts';

/** Where the simulated live-chat vendor lives; the `liveChatScript` setting loads its widget. */
export const CHAT_BASE_PATH = '/sim/chat';
export const CHAT_WIDGET_PATH = `${CHAT_BASE_PATH}/widget.js`;

/** The agent's name, as the widget shows it. */
export const CHAT_AGENT_NAME = 'Sam';

// A path join, not `new URL('./assets/…', import.meta.url)`: Vite rewrites that form when web
// component tests load the simulator.
const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets');
/** The widget with its fallback texts written in: the English of chat-texts.ts. */
const WIDGET_SCRIPT = readFileSync(join(ASSETS_DIR, 'chat-widget.js'), 'utf8').replace(
  '/* english texts */ {}',
  JSON.stringify(CHAT_WIDGET_TEXTS.en),
);
const WIDGET_STYLES = readFileSync(join(ASSETS_DIR, 'chat-widget.css'), 'utf8');

const sessionQuerySchema = z.object({ lang: z.string().max(20).optional() });
const messageSchema = z.strictObject({
  text: z.string().trim().min(1, 'a message').max(500),
  lang: z.string().max(20).optional(),
});

function refuse(message: string): never {
  throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, message, 400);
}

/** Spec 01 section 2: the support address is derived from the site host, as the app does. */
function supportEmail(siteDomain: string): string {
  return `support@${siteDomain.replace(/^www\./, '')}`;
}

/**
 * The simulated live-chat vendor: its widget (script and style sheet, files so that the page's
 * policy admits them as our own origin), the session the widget opens with (texts in the page's
 * language, whether an agent is on duty: the `chatAvailable` setting behind
 * `checkContactUsSetting`, the support address offered when not) and the agent's answers.
 */
export function registerChatVendor(app: FastifyInstance) {
  const isOnline = () => readSetting(app.db, SettingName.CHAT_AVAILABLE, z.boolean(), false);

  app.get(CHAT_WIDGET_PATH, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      // Short cache: QA may restart the simulator with a changed widget.
      .header('cache-control', 'public, max-age=300')
      .send(WIDGET_SCRIPT),
  );
  app.get(`${CHAT_BASE_PATH}/widget.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(WIDGET_STYLES),
  );

  app.get(`${CHAT_BASE_PATH}/session`, async (request, reply) => {
    const query = sessionQuerySchema.safeParse(request.query ?? {});
    if (!query.success) refuse('Invalid chat session query: lang is a language code such as en');
    const language = chatLanguage(query.data.lang);
    return reply.header('cache-control', 'no-store').send({
      online: isOnline(),
      language,
      agent: CHAT_AGENT_NAME,
      supportEmail: supportEmail(app.env.SITE_DOMAIN),
      texts: CHAT_WIDGET_TEXTS[language],
    });
  });

  app.post(`${CHAT_BASE_PATH}/messages`, async (request, reply) => {
    const body = messageSchema.safeParse(request.body ?? {});
    if (!body.success) refuse('Invalid chat message: text of 1 to 500 characters, lang optional');
    // An agent who went off duty while the player typed answers no more.
    if (!isOnline()) return reply.send({ online: false });
    const text = agentReply(body.data.text, chatLanguage(body.data.lang));
    return reply.send({ online: true, author: CHAT_AGENT_NAME, text, typingMs: typingDelayMs(text) });
  });
}
