import { CLIP_CAPTIONS, CLIP_KEYS } from '@casino/contracts/content/crypto-guide-clips';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

describe('the crypto guide media host', () => {
  it('serves six small WebM clips', async () => {
    const app = await createTestApp();
    for (const key of CLIP_KEYS) {
      const clip = await app.inject({ method: 'GET', url: `/sim/media/crypto-guide/${key}.webm` });
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toBe('video/webm');
      // The EBML magic number of a Matroska/WebM file, and "a few KB".
      expect(clip.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(clip.rawPayload.length).toBeLessThan(16_000);
    }
  });

  it('captions each clip in the asked language, English when unknown', async () => {
    const app = await createTestApp();
    const german = await app.inject({ method: 'GET', url: '/sim/media/crypto-guide/wallet.vtt?lang=de' });
    expect(german.headers['content-type']).toMatch(/^text\/vtt/);
    expect(german.body).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:02\.400\n/);
    expect(german.body).toContain(CLIP_CAPTIONS.de.wallet);
    const unknown = await app.inject({ method: 'GET', url: '/sim/media/crypto-guide/tips.vtt?lang=xx' });
    expect(unknown.body).toContain(CLIP_CAPTIONS.en.tips);
    for (const language of Object.keys(CLIP_CAPTIONS) as (keyof typeof CLIP_CAPTIONS)[])
      expect(Object.keys(CLIP_CAPTIONS[language])).toEqual([...CLIP_KEYS]);
  });

  it('answers 404 for a clip that does not exist', async () => {
    const app = await createTestApp();
    const missing = await app.inject({ method: 'GET', url: '/sim/media/crypto-guide/other.webm' });
    expect(missing.statusCode).toBe(404);
  });
});
