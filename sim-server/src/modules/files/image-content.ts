import { invalidField } from '../../errors';
import { loadSharp } from './sharp-loader';

/**
 * What an upload really is, by its first bytes, never by its name or the type the browser
 * claims: the spec takes JPEG, PNG and BMP proof documents, and a renamed file is what it is.
 */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

export function detectImageType(bytes: Buffer): AcceptedUploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x42, 0x4d])) return 'image/bmp';
  return null;
}

const unreadable = (type: string) =>
  invalidField(
    'file',
    `The file looks like ${type} but cannot be read as an image; upload a JPEG, PNG or BMP picture`,
  );

/**
 * Width and height from a BMP header (sharp cannot read BMP): the old 12-byte core header
 * keeps them as 16-bit values, the later ones as 32-bit (a negative height means top-down rows).
 */
export function bmpDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 26) return null;
  const headerSize = bytes.readUInt32LE(14);
  let width: number;
  let height: number;
  if (headerSize === 12) {
    width = bytes.readUInt16LE(18);
    height = bytes.readUInt16LE(20);
  } else if (headerSize >= 40 && headerSize <= 124) {
    width = bytes.readInt32LE(18);
    height = Math.abs(bytes.readInt32LE(22));
  } else return null;
  if (width <= 0 || height <= 0 || width > 65535 || height > 65535) return null;
  return { width, height };
}

/** The image's size; refuses bytes that start like an image but are not one. */
export async function imageDimensions(
  type: AcceptedUploadType,
  bytes: Buffer,
): Promise<{ width: number; height: number }> {
  if (type === 'image/bmp') {
    const size = bmpDimensions(bytes);
    if (!size) throw unreadable('a BMP');
    return size;
  }
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw unreadable(type === 'image/png' ? 'a PNG' : 'a JPEG');
  return { width: metadata.width, height: metadata.height };
}
