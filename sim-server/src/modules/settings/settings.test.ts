import { runInNewContext } from 'node:vm';
import { ApiErrorCode } from '@casino/contracts/envelope';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';
import { signInNewMember } from '../invites/member-for-tests';
import { SettingName, writeSetting } from './settings-repository';
import { listTrackingEvents } from './tracking-repository';

describe('contact settings', () => {
  it('answers the contact links, with the Telegram name from the site name and a stored QR image', async () => {
    const app = await createTestApp({ env: { SITE_NAME: 'Golden Reef Casino' } });
    const body = envelopeOf(await postForm(app, '/sys/sysSetting/contactUsSetting'));
    expect(body.error).toBe(ApiErrorCode.OK);
    const settings = body.data as Record<string, unknown>;
    expect(settings).toMatchObject({
      withdrawRulePageUrl: '/#/cashier/cashierInfo/withdrawalRules',
      telegramLink: 'https://t.me/goldenreefcasino',
      whatsAppNumber: '447700900123',
    });
    const image = app.db
      .select()
      .from(files)
      .where(eq(files.id, settings.whatsAppQrCode as number))
      .get();
    expect(image?.mimeType).toBe('image/svg+xml');
    expect(image?.bytes.toString('utf8')).toContain('WhatsApp +447700900123');
  });

  it('refuses a payload on a call that takes none', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postForm(app, '/sys/sysSetting/contactUsSetting', { extra: '1' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

describe('chat availability', () => {
  it('follows the chatAvailable setting', async () => {
    const app = await createTestApp();
    expect(envelopeOf(await postForm(app, '/sys/sysSetting/checkContactUsSetting')).data).toBe(true);
    writeSetting(app.db, SettingName.CHAT_AVAILABLE, false);
    expect(envelopeOf(await postForm(app, '/sys/sysSetting/checkContactUsSetting')).data).toBe(false);
  });
});

describe('access policy', () => {
  it('allows by default and answers the restriction QA sets', async () => {
    const app = await createTestApp();
    expect(envelopeOf(await postForm(app, '/sys/ipinfoCloudFlare')).data).toEqual({ status: 1, url: null });
    writeSetting(app.db, SettingName.ACCESS_POLICY, { status: 0, url: 'https://example.org/restricted' });
    expect(envelopeOf(await postForm(app, '/sys/ipinfoCloudFlare')).data).toEqual({
      status: 0,
      url: 'https://example.org/restricted',
    });
  });

  it('reads a broken policy row as allowed rather than locking everyone out', async () => {
    const app = await createTestApp();
    writeSetting(app.db, SettingName.ACCESS_POLICY, { status: 'blocked' });
    expect(envelopeOf(await postForm(app, '/sys/ipinfoCloudFlare')).data).toEqual({ status: 1, url: null });
  });
});

describe('script settings', () => {
  it('answers both scripts by name as runnable JavaScript', async () => {
    const app = await createTestApp();
    const ads = envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'fbAdsScript' })).data;
    const chat = envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'liveChatScript' })).data;
    expect(ads).toContain('window.fbq');
    expect(chat).toContain('/sim/chat/widget.js');
    // Both parse as scripts (a syntax error would throw here).
    expect(() => new Function(String(ads))).not.toThrow();
    expect(() => new Function(String(chat))).not.toThrow();
  });

  it('answers an empty script when the setting is unset and refuses unknown names', async () => {
    const app = await createTestApp();
    writeSetting(app.db, SettingName.LIVE_CHAT_SCRIPT, null);
    expect(envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'liveChatScript' })).data).toBe(
      '',
    );
    const body = envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'adminPassword' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });

  it('serves the chat widget as JavaScript', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sim/chat/widget.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.body).toContain("role: 'dialog'");
    expect(response.body).toContain('Your message');
    expect(() => new Function(response.body)).not.toThrow();
  });
});

describe('ad tracking', () => {
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
    expect(listTrackingEvents(app.db, 'Purchase')).toMatchObject([
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
    expect(listTrackingEvents(app.db, 'CompleteRegistration')).toMatchObject([{ memberId: null }]);
    const refused = await app.inject({
      method: 'POST',
      url: '/sim/track',
      headers: { 'content-type': 'application/json' },
      payload: { event: '<script>' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('runs the ads script: fbq posts what the app tracks, with the stored token', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app);
    const script = String(
      envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'fbAdsScript' })).data,
    );
    const posted: { url: string; init: { headers: Record<string, string>; body: string } }[] = [];
    const window: Record<string, unknown> = {
      localStorage: { getItem: (key: string) => (key === 'casino.token' ? token : null) },
    };
    const fetch = (url: string, init: { headers: Record<string, string>; body: string }) => {
      posted.push({ url, init });
      return Promise.resolve({});
    };
    runInNewContext(script, { window, fetch });
    const fbq = window.fbq as (command: string, event: string, params?: object) => void;
    fbq('track', 'CompleteRegistration');
    fbq('track', 'Purchase', { value: 40, currency: 'USD' });
    for (const request of posted) {
      await app.inject({
        method: 'POST',
        url: request.url,
        headers: request.init.headers,
        payload: request.init.body,
      });
    }
    const events = listTrackingEvents(app.db);
    expect(events.map((event) => event.event)).toEqual(['PageView', 'CompleteRegistration', 'Purchase']);
    expect(events[2]).toMatchObject({ memberId: member.id, params: { value: 40, currency: 'USD' } });
  });
});
