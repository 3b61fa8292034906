import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The built web app at `/`, compressed ahead of time where the build did so. Hashed assets are
 * cached for a year; index.html never, so a new build is picked up at once. The policy keeps
 * scripts to our own origin, which also makes any script smuggled into article HTML inert.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      wildcard: true,
      // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent to
      // browsers that accept them, the original to the others (issue 9: first-load bytes).
      preCompressed: true,
      // Ours below; send's own `public, max-age=0` would otherwise overwrite them.
      cacheControl: false,
      setHeaders(res, sentPath) {
        const path = sentPath.replace(/\.(br|gz)$/, '');
        res.setHeader('Vary', 'Accept-Encoding');
        if (path.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Referrer-Policy', 'same-origin');
        } else if (path.includes('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  },
  { name: 'web-app' },
);
