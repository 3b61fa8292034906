import { runInNewContext } from 'node:vm';
import type { trackingEventSchema } from '@casino/contracts/control/shapes';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInNewMember } from '../../modules/invites/member-for-tests';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';

type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** The stored events as QA reads them (the control plane's listTracking), oldest first. */
async function trackedEvents(app: FastifyInstance, event?: string): Promise<TrackingEvent[]> {
  const query = event ? `?event=${encodeURIComponent(event)}` : '';
  const response = await app.inject({
    method: 'GET',
    url: `/__sim/tracking${query}`,
    headers: { 'x-sim-key': 'local-qa-key' },
  });
  return (envelopeOf(response).data as TrackingEvent[]).reverse();
}

describe('the simulated ad-tracking vendor', () => {
  it('stores a purchase posted with a token, for the token member', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/sim/track',
      headers: { 'content-type': 'application/json', authorization: token },
      payload: { event: 'Purchase', params: { value: 25, currency: 'USD' } },
    });
    expect(response.statusCode).toBe(201);
    expect(await trackedEvents(app, 'Purchase')).toMatchObject([
      { memberId: member.id, event: 'Purchase', params: { value: 25, currency: 'USD' } },
    ]);
  });

  it('stores an anonymous event and refuses a malformed one', async () => {
    const app = await createTestApp();
    const stored = await app.inject({
      method: 'POST',
      url: '/sim/track',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ event: 'CompleteRegistration' }),
    });
    expect(stored.statusCode).toBe(201);
    expect(await trackedEvents(app, 'CompleteRegistration')).toMatchObject([{ memberId: null }]);
    const refused = await app.inject({
      method: 'POST',
      url: '/sim/track',
      headers: { 'content-type': 'application/json' },
      payload: { event: '<script>' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await trackedEvents(app)).toHaveLength(1);
  });

  it('serves its pixel as a script file of our origin', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sim/tracking/pixel.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(() => new Function(response.body)).not.toThrow();
  });

  it('runs the setting snippet, then the pixel: queued and later calls reach the collector with the token', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app);
    const snippet = String(
      envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'fbAdsScript' })).data,
    );
    const pixel = (await app.inject({ method: 'GET', url: '/sim/tracking/pixel.js' })).body;

    const loaded: string[] = [];
    const posted: { url: string; init: { headers: Record<string, string>; body: string } }[] = [];
    const window: Record<string, unknown> = {
      localStorage: { getItem: (key: string) => (key === 'casino.token' ? token : null) },
    };
    const document = {
      createElement: () => ({}),
      head: { appendChild: (script: { src: string }) => loaded.push(script.src) },
      currentScript: { src: 'http://casino.test/sim/tracking/pixel.js' },
    };
    const fetch = (url: string, init: { headers: Record<string, string>; body: string }) => {
      posted.push({ url, init });
      return Promise.resolve({});
    };
    const context = { window, document, fetch, location: { href: 'http://casino.test/' }, URL };
    runInNewContext(snippet, context);
    expect(loaded).toEqual(['/sim/tracking/pixel.js']);
    const fbq = window.fbq as (command: string, event: string, params?: object) => void;
    // Before the pixel has loaded: queued, not lost.
    fbq('track', 'CompleteRegistration');
    expect(posted).toEqual([]);
    runInNewContext(pixel, context);
    fbq('track', 'Purchase', { value: 40, currency: 'USD' });

    expect(posted.map((request) => request.url)).toEqual(Array(3).fill('http://casino.test/sim/track'));
    for (const request of posted) {
      await app.inject({
        method: 'POST',
        url: '/sim/track',
        headers: request.init.headers,
        payload: request.init.body,
      });
    }
    const events = await trackedEvents(app);
    expect(events.map((event) => event.event)).toEqual(['PageView', 'CompleteRegistration', 'Purchase']);
    expect(events[2]).toMatchObject({ memberId: member.id, params: { value: 40, currency: 'USD' } });
  });
});
