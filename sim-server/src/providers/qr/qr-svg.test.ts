import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg';

/** Renders the SVG as a browser would and reads it back with a QR decoder. */
async function decode(svg: Buffer): Promise<string | null> {
  const { data, info } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return found?.data ?? null;
}

describe('qrSvg', () => {
  it('draws a code a scanner reads back as the same text', async () => {
    const text = 'https://cash.app/$CasinoSim/47.50';
    const image = qrSvg(text);
    expect(await decode(image.bytes)).toBe(text);
  });

  it('keeps a caption below the code and reports the image size', async () => {
    const image = qrSvg('https://wa.me/15550100', { caption: 'WhatsApp +15550100', modulePx: 8 });
    const meta = await sharp(image.bytes).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: image.width, height: image.height });
    expect(image.height).toBeGreaterThan(image.width);
    expect(image.bytes.toString()).toContain('WhatsApp +15550100');
    expect(await decode(image.bytes)).toBe('https://wa.me/15550100');
  });

  it('escapes text that would break the markup', () => {
    const svg = qrSvg('a"<b>&', { caption: '<script>' }).bytes.toString();
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"<b>');
  });
});
