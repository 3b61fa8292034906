import QRCode from 'qrcode';
import { escapeMarkup } from '../../markup';

const QUIET_ZONE = 4;
const CAPTION_PX = 44;

export interface QrImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface QrSvgOptions {
  /** Pixels per module (the image grows with the text's length). */
  modulePx?: number;
  /** A line of text under the code (the WhatsApp number). */
  caption?: string;
  /** Accessible name of the image. */
  label?: string;
}

/**
 * A real, scannable QR code of `text` as an SVG (error correction M, 4-module quiet zone), drawn
 * as one path so the file stays small. The simulator serves it where the backend answers a QR
 * image: the cash-app payment page and the WhatsApp contact. The `qrcode` package does the
 * encoding (Reed-Solomon, masking, versions): an encoder of our own would be the riskier copy.
 */
export function qrSvg(text: string, options: QrSvgOptions = {}): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modulePx = options.modulePx ?? 6;
  const count = modules.size;
  const path: string[] = [];
  for (let y = 0; y < count; y++) {
    for (let x = 0; x < count; x++) {
      if (modules.get(y, x)) path.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  const sideModules = count + 2 * QUIET_ZONE;
  const side = sideModules * modulePx;
  const caption = options.caption;
  const height = caption ? side + CAPTION_PX : side;
  const label = escapeMarkup(options.label ?? `QR code of ${text}`);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${height}" viewBox="0 0 ${side} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<svg width="${side}" height="${side}" viewBox="0 0 ${sideModules} ${sideModules}" shape-rendering="crispEdges">`,
    `<path fill="#111111" d="${path.join('')}"/>`,
    '</svg>',
    caption
      ? `<text x="${side / 2}" y="${side + 26}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#128c7e">${escapeMarkup(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
  return { bytes: Buffer.from(svg, 'utf8'), width: side, height };
}
