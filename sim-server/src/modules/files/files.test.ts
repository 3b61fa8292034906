import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, games } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf } from '../../testing/test-app';
import { signInSeeded } from '../games/game-test-support';
import { bmpDimensions } from './image-content';

function upload(app: FastifyInstance, bytes: Buffer, fileName: string, contentType: string, token?: string) {
  const boundary = '----casino-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/sys/file/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: token } : {}),
    },
    payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

/** A 24-bit BMP with a 40-byte info header. */
function bmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const buffer = Buffer.alloc(54 + rowSize * height);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(-height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  return buffer;
}

const getFile = (app: FastifyInstance, query: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/sys/file/get?${query}`,
    headers: token ? { authorization: token } : {},
  });

describe('file upload', () => {
  it('takes a PNG renamed .jpg as a PNG, with its size', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'demo');
    const response = await upload(app, await png(64, 48), 'scan.jpg', 'image/jpeg', token);
    const body = envelopeOf(response);
    expect(body.error).toBe(0);
    const id = (body.data as { id: number }).id;
    const row = ownWorld(app).db.select().from(files).where(eq(files.id, id)).get();
    expect(row).toMatchObject({
      mimeType: 'image/png',
      width: 64,
      height: 48,
      memberId: member.id,
      fileName: 'scan.jpg',
    });
  });

  it('takes JPEG and BMP, reading BMP dimensions from its header', async () => {
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(envelopeOf(await upload(app, jpeg, 'id.jpeg', 'image/jpeg', token)).error).toBe(0);
    const bmpBody = envelopeOf(await upload(app, bmp(7, 5), 'id.bmp', 'image/bmp', token));
    expect(bmpBody.error).toBe(0);
    const row = ownWorld(app)
      .db.select()
      .from(files)
      .where(eq(files.id, (bmpBody.data as { id: number }).id))
      .get();
    expect(row).toMatchObject({ mimeType: 'image/bmp', width: 7, height: 5 });
    expect(bmpDimensions(Buffer.from('BMnot really'))).toBeNull();
  });

  it('refuses a text file renamed .png, a file over 5 MB, visitors and non-multipart bodies', async () => {
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    const text = envelopeOf(
      await upload(app, Buffer.from('hello, I am text'), 'photo.png', 'image/png', token),
    );
    expect(text.error).toBe(ApiErrorCode.UNSUPPORTED_CONTENT_TYPE);
    expect(text.message).toMatch(/JPEG, PNG or BMP/);
    const big = Buffer.concat([await png(4, 4), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(app, big, 'big.png', 'image/png', token);
    expect(envelopeOf(tooBig).error).toBe(ApiErrorCode.PAYLOAD_TOO_LARGE);
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('junk'),
    ]);
    expect(envelopeOf(await upload(app, fakePng, 'fake.png', 'image/png', token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
    expect(envelopeOf(await upload(app, await png(4, 4), 'a.png', 'image/png')).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    const json = await app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      headers: { 'content-type': 'application/json', authorization: token },
      payload: '{}',
    });
    expect(envelopeOf(json).error).toBe(ApiErrorCode.UNSUPPORTED_CONTENT_TYPE);
  });

  it('answers a multipart body without a boundary with a 400 envelope, not a server error', async () => {
    // Found by the fuzz suite (tests/robustness): busboy's constructor threw and the answer was a 500.
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    const response = await app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      headers: { 'content-type': 'multipart/form-data', authorization: token },
      payload: '--x\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ error: ApiErrorCode.MALFORMED_BODY, message: /boundary/i });
  });
});

describe('file get', () => {
  it('serves a cover as SVG with long cache headers, and as a smaller PNG when sized', async () => {
    const app = await createTestApp();
    const cover = ownWorld(app).db.select().from(games).where(eq(games.id, 1)).get()?.cover ?? 0;
    const original = await getFile(app, `id=${cover}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toContain('image/svg+xml');
    expect(original.headers['cache-control']).toContain('max-age=31536000');
    expect(original.body).toContain('<svg');
    const small = await getFile(app, `id=${cover}&width=150&height=200`);
    expect(small.headers['content-type']).toBe('image/png');
    const metadata = await sharp(small.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([150, 200]);
    const again = await getFile(app, `id=${cover}&width=150&height=200`);
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    const cached = await app.inject({
      method: 'GET',
      url: `/api/sys/file/get?id=${cover}&width=150&height=200`,
      headers: { 'if-none-match': String(small.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('draws a sized cover as WebP for a browser that takes it, varying by Accept', async () => {
    const app = await createTestApp();
    const cover = ownWorld(app).db.select().from(games).where(eq(games.id, 1)).get()?.cover ?? 0;
    const url = `/api/sys/file/get?id=${cover}&width=150&height=200`;
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const webp = await app.inject({ method: 'GET', url, headers: { accept } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toContain('Accept');
    const metadata = await sharp(webp.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 150, 200]);
    const png = await app.inject({ method: 'GET', url });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.etag).not.toBe(webp.headers.etag);
  });

  it('scales an uploaded image down, never up, and keeps documents to their owner', async () => {
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    const other = signInSeeded(app, 'newbie');
    const id = (
      envelopeOf(await upload(app, await png(400, 200), 'doc.png', 'image/png', token)).data as { id: number }
    ).id;
    const scaled = await getFile(app, `id=${id}&width=100`, token);
    expect(scaled.headers['content-type']).toBe('image/png');
    expect(scaled.headers['cache-control']).toContain('private');
    expect(await sharp(scaled.rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });
    const notEnlarged = await getFile(app, `id=${id}&width=800&height=800`, token);
    expect(await sharp(notEnlarged.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
    expect((await getFile(app, `id=${id}`)).statusCode).toBe(404);
    expect((await getFile(app, `id=${id}`, other.token)).statusCode).toBe(404);
  });

  it("shows a document to an <img> that carries its owner's token in the query, and no one else", async () => {
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    const other = signInSeeded(app, 'newbie');
    const id = (
      envelopeOf(await upload(app, await png(40, 20), 'doc.png', 'image/png', token)).data as { id: number }
    ).id;
    const query = (withToken: string) => `id=${id}&token=${encodeURIComponent(withToken)}&width=20`;
    const shown = await getFile(app, query(token));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect((await getFile(app, query(other.token))).statusCode).toBe(404);
    expect((await getFile(app, query('not-a-token'))).statusCode).toBe(404);
  });

  it('answers 404 envelopes for an unknown id and a validation error for a bad size', async () => {
    const app = await createTestApp();
    const missing = await getFile(app, 'id=999999');
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing)).toEqual({
      error: ApiErrorCode.NOT_FOUND,
      message: 'File was not found',
      data: null,
    });
    expect(envelopeOf(await getFile(app, 'id=1&width=0')).error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});
