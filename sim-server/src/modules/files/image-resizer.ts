import type { FileRow } from './files-repository';
import { loadSharp } from './sharp-loader';

/** Raster types sharp scales as they are; SVG is rasterized to PNG; anything else is served whole. */
const RESIZABLE_RASTER = new Set(['image/jpeg', 'image/png', 'image/webp']);
const SVG = 'image/svg+xml';
const CACHE_ENTRIES = 300;

export interface ImageVariant {
  bytes: Buffer;
  mimeType: string;
}

export interface RequestedSize {
  width?: number | undefined;
  height?: number | undefined;
  /**
   * The caller takes WebP (its Accept header says so, as every current browser's does): drawn
   * art is then rasterized to WebP, about a third of the PNG's bytes for the home banner,
   * which is the first screen's largest paint on a phone.
   */
  webp?: boolean | undefined;
}

/**
 * Scales stored images to the asked size (fit inside, never enlarged for raster images) and
 * keeps the last results in memory: the lobby asks for the same covers at the same size over
 * and over. Keyed by content hash, so a reseeded database never gets another file's variant.
 */
export function createImageResizer() {
  const cache = new Map<string, ImageVariant>();

  async function render(file: FileRow, size: RequestedSize): Promise<ImageVariant> {
    const sharp = await loadSharp();
    const resize = { width: size.width, height: size.height, fit: 'inside' as const };
    if (file.mimeType === SVG) {
      // Render at a density that gives enough pixels for the asked size, then scale.
      const scale = Math.max(
        (size.width ?? 0) / (file.width ?? 300),
        (size.height ?? 0) / (file.height ?? 400),
      );
      const density = Math.min(600, Math.max(72, Math.ceil(72 * scale)));
      const scaled = sharp(file.bytes, { density }).resize(resize);
      if (size.webp) return { bytes: await scaled.webp({ quality: 82 }).toBuffer(), mimeType: 'image/webp' };
      return { bytes: await scaled.png().toBuffer(), mimeType: 'image/png' };
    }
    const bytes = await sharp(file.bytes)
      .resize({ ...resize, withoutEnlargement: true })
      .toBuffer();
    return { bytes, mimeType: file.mimeType };
  }

  return async function variantOf(file: FileRow, size: RequestedSize): Promise<ImageVariant> {
    const wantsResize = size.width !== undefined || size.height !== undefined;
    if (!wantsResize || !(RESIZABLE_RASTER.has(file.mimeType) || file.mimeType === SVG)) {
      return { bytes: file.bytes, mimeType: file.mimeType };
    }
    const format = file.mimeType === SVG && size.webp ? 'webp' : '';
    const key = `${file.sha256}:${size.width ?? ''}x${size.height ?? ''}:${format}`;
    const cached = cache.get(key);
    if (cached) {
      // Most recently used goes last; the first entry is the one to drop.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const variant = await render(file, size);
    cache.set(key, variant);
    if (cache.size > CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return variant;
  };
}
