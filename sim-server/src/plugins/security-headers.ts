import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer the simulator sends (`/api`, `/openapi.json`,
 * `/docs` and `/healthz` once had none, and `/` could be framed by anyone when served without the
 * compose nginx). The same set as docker/security-headers.conf, so the app behaves alike with or
 * without nginx in front; an answer that sets its own (a page's policy) keeps it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // Old browsers' form of CSP frame-ancestors 'self': the app frames its own game and payment pages.
  'x-frame-options': 'SAMEORIGIN',
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) void reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
