import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EnvelopeError } from '../../errors';
import { memberForToken, tokenFromRequest } from '../../modules/auth/session-tokens';
import { recordTrackingEvent } from '../../modules/settings/tracking-repository';

/** The pixel the `fbAdsScript` setting loads, and where it posts its events. */
export const PIXEL_SCRIPT_PATH = '/sim/tracking/pixel.js';
export const TRACKING_PATH = '/sim/track';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const PIXEL_SCRIPT = readFileSync(join(ASSETS_DIR, 'pixel.js'), 'utf8');

/** A pixel event: a vendor-style name and flat figures (`value`, `currency`...). */
const trackingEventSchema = z.strictObject({
  event: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'an event name such as Purchase'),
  params: z.record(z.string().max(64), z.unknown()).optional(),
});

/** Tracking payloads stay small: they are figures, not documents. */
const MAX_PARAMS_JSON = 4096;

function parseTrackingBody(body: unknown) {
  let value = body;
  // `navigator.sendBeacon` and some pixels post JSON as text/plain.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new EnvelopeError(ApiErrorCode.MALFORMED_BODY, 'Tracking body must be JSON', 400);
    }
  }
  const parsed = trackingEventSchema.safeParse(value ?? {});
  if (!parsed.success) {
    const reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    throw new EnvelopeError(
      ApiErrorCode.VALIDATION_FAILED,
      `Invalid tracking event: ${reason.join('; ')}`,
      400,
    );
  }
  const params = parsed.data.params ?? {};
  if (JSON.stringify(params).length > MAX_PARAMS_JSON) {
    throw new EnvelopeError(ApiErrorCode.PAYLOAD_TOO_LARGE, 'Tracking params are too large', 413);
  }
  return { event: parsed.data.event, params };
}

/**
 * The simulated ad-tracking vendor: its pixel script (a file, so the page's policy admits it as
 * our own origin) and its collector, which keeps each event for `/__sim/tracking`.
 */
export function registerTrackingVendor(app: FastifyInstance) {
  app.get(PIXEL_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PIXEL_SCRIPT),
  );

  app.post(TRACKING_PATH, async (request, reply) => {
    const { event, params } = parseTrackingBody(request.body);
    const member = memberForToken(app.db, tokenFromRequest(request), app.clock.now());
    const id = recordTrackingEvent(app.db, {
      memberId: member?.id ?? null,
      event,
      params,
      now: app.clock.now(),
    });
    return reply.code(201).send({ id });
  });
}
