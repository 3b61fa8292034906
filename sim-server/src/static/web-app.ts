import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where the page carries its nonce: `<meta property="csp-nonce" nonce="__CSP_NONCE__">` in
 * web/index.html. The app reads it (`element.nonce`) and gives it to the operator's scripts it
 * injects (decision 015). docker/nginx.conf replaces the same placeholder.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The policy of the app's page. Scripts: our own origin, the scripts the app injects with this
 * response's nonce (the operator's live-chat and ad-tracking snippets), and the origins the
 * operator's vendors load from (`vendorOrigins`; the simulator serves its vendors on its own
 * origin, so it needs none). No `unsafe-inline`: a script smuggled into article HTML has no nonce
 * and stays inert. The app's service worker (`sw.js`) and web app manifest are its own files
 * (decision 066): `worker-src` and `manifest-src` name only this origin.
 */
export function contentSecurityPolicy(nonce: string, vendorOrigins: readonly string[] = []): string {
  const vendors = vendorOrigins.length > 0 ? ` ${vendorOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${vendors}`,
    `style-src 'self' 'unsafe-inline'${vendors}`,
    `img-src 'self' data: blob:${vendors}`,
    `font-src 'self' data:${vendors}`,
    `connect-src 'self'${vendors}`,
    `frame-src 'self'${vendors}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the app's own pages may frame it (nginx says so too; the simulator alone now as well).
    "frame-ancestors 'self'",
  ].join('; ');
}

function climbsOut(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return decoded.split(/[\\/]/).includes('..');
}

/** 128 random bits per response, as CSP 3 asks of a nonce. */
function freshNonce(): string {
  return randomBytes(16).toString('base64');
}

function setPageHeaders(reply: FastifyReply, nonce: string) {
  void reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', contentSecurityPolicy(nonce))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'same-origin');
}

/**
 * The built web app at `/`, compressed ahead of time where the build did so. Hashed assets are
 * cached for a year. index.html is never cached and never sent from the static files: each
 * answer gets a fresh nonce in its policy and in the page (it is about 1 kB, so it goes
 * uncompressed). It is read on every request, so a new build is picked up at once.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const sendPage = async (reply: FastifyReply) => {
      const html = await readFile(join(options.root, 'index.html'), 'utf8');
      const nonce = freshNonce();
      setPageHeaders(reply, nonce);
      return reply.type('text/html; charset=utf-8').send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    };
    // A path that climbs out of a folder (`..%2f`, `%2e%2e/`) names no file and no call: the
    // unknown-path 404 like any other, not the static files' own 403.
    app.addHook('onRequest', async (request, reply) => {
      if (climbsOut(request.url)) return reply.callNotFound();
    });
    app.get('/', (_request, reply) => sendPage(reply));
    app.get('/index.html', (_request, reply) => sendPage(reply));

    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      wildcard: true,
      // The page is answered above (with its nonce), never as a file.
      index: false,
      allowedPath: (pathName) => !/(^|\/)index\.html(\.gz|\.br)?$/.test(pathName),
      // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent to
      // browsers that accept them, the original to the others (first-load bytes).
      preCompressed: true,
      // Ours below; send's own `public, max-age=0` would otherwise overwrite them.
      cacheControl: false,
      setHeaders(res, sentPath) {
        const path = sentPath.replace(/\.(br|gz)$/, '');
        res.setHeader('Vary', 'Accept-Encoding');
        if (path.endsWith('.html')) {
          // Another page of the build (none today) runs no operator script: a nonce it never
          // carries leaves it our own scripts only.
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('Content-Security-Policy', contentSecurityPolicy(freshNonce()));
          res.setHeader('X-Content-Type-Options', 'nosniff');
        } else if (path.includes('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (/\/(sw\.js|manifest\.webmanifest)$/.test(path)) {
          // Asked again on every visit, so a new release's worker is found at once.
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  },
  { name: 'web-app' },
);
