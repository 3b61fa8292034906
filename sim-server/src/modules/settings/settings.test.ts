import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeSettingRow } from '../../control/settings-control';
import { files } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';
import { SettingName } from './settings-repository';

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
    const image = ownWorld(app)
      .db.select()
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
    writeSettingRow(ownWorld(app).db, SettingName.CHAT_AVAILABLE, false);
    expect(envelopeOf(await postForm(app, '/sys/sysSetting/checkContactUsSetting')).data).toBe(false);
  });
});

describe('access policy', () => {
  it('allows by default and answers the restriction QA sets', async () => {
    const app = await createTestApp();
    expect(envelopeOf(await postForm(app, '/sys/ipinfoCloudFlare')).data).toEqual({ status: 1, url: null });
    writeSettingRow(ownWorld(app).db, SettingName.ACCESS_POLICY, {
      status: 0,
      url: 'https://example.org/restricted',
    });
    expect(envelopeOf(await postForm(app, '/sys/ipinfoCloudFlare')).data).toEqual({
      status: 0,
      url: 'https://example.org/restricted',
    });
  });

  it('reads a broken policy row as allowed rather than locking everyone out', async () => {
    const app = await createTestApp();
    writeSettingRow(ownWorld(app).db, SettingName.ACCESS_POLICY, { status: 'blocked' });
    expect(envelopeOf(await postForm(app, '/sys/ipinfoCloudFlare')).data).toEqual({ status: 1, url: null });
  });
});

describe('script settings', () => {
  it('answers both scripts by name as runnable JavaScript', async () => {
    const app = await createTestApp();
    const ads = envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'fbAdsScript' })).data;
    const chat = envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'liveChatScript' })).data;
    expect(ads).toContain('w.fbq = fbq');
    expect(ads).toContain('/sim/tracking/pixel.js');
    expect(chat).toContain('/sim/chat/widget.js');
    // Both parse as scripts (a syntax error would throw here).
    expect(() => new Function(String(ads))).not.toThrow();
    expect(() => new Function(String(chat))).not.toThrow();
  });

  it('answers an empty script when the setting is unset and refuses unknown names', async () => {
    const app = await createTestApp();
    writeSettingRow(ownWorld(app).db, SettingName.LIVE_CHAT_SCRIPT, null);
    expect(envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'liveChatScript' })).data).toBe(
      '',
    );
    const body = envelopeOf(await postForm(app, '/sys/sysSetting/acquire', { name: 'adminPassword' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});
