import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIP_KEYS, type ClipKey, clipCaption } from '@casino/contracts/content/crypto-guide-clips';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Where the crypto guide's clips and their captions are served (spec 01: a guide with videos). */
export const MEDIA_BASE_PATH = '/sim/media/crypto-guide';

/** The clips' length: one caption cue covers it (scripts/make-crypto-guide-clips.mjs). */
const CLIP_SECONDS = 2.4;

// A path join, not `new URL(...)`: Vite rewrites that form when web component tests load the
// simulator. The clips are a few KB each, read once.
const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const clips = new Map<ClipKey, Buffer>(
  CLIP_KEYS.map((key) => [key, readFileSync(join(ASSETS_DIR, `${key}.webm`))]),
);

const clipParams = z.object({ key: z.enum(CLIP_KEYS) });
const captionQuery = z.object({ lang: z.string().max(20).optional() });

/** WebVTT with one cue for the whole clip, in the asked language (English when unknown). */
export function captionTrack(key: ClipKey, language: unknown): string {
  const text = clipCaption(key, language);
  return `WEBVTT\n\n00:00:00.000 --> 00:00:0${CLIP_SECONDS.toFixed(3)}\n${text}\n`;
}

/**
 * The simulated media host of the crypto guide: six short WebM clips (VP9, no sound) and a
 * WebVTT caption track for each in the ten languages. An unknown clip is a plain 404.
 */
export function registerMediaHost(app: FastifyInstance) {
  app.get(`${MEDIA_BASE_PATH}/:key.webm`, async (request, reply) => {
    const params = clipParams.safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('No such clip');
    return reply
      .type('video/webm')
      .header('cache-control', 'public, max-age=86400')
      .send(clips.get(params.data.key));
  });
  app.get(`${MEDIA_BASE_PATH}/:key.vtt`, async (request, reply) => {
    const params = clipParams.safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('No such clip');
    const query = captionQuery.safeParse(request.query);
    return reply
      .type('text/vtt; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(captionTrack(params.data.key, query.success ? query.data.lang : undefined));
  });
}
