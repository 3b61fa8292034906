import { createHash } from 'node:crypto';

const MODULES = 29;
const MODULE_PX = 8;
const QUIET_ZONE = 4;
const CAPTION_PX = 44;

/** Whether a module belongs to one of the three 7×7 finder squares (with their separators). */
function finderModule(x: number, y: number): boolean | null {
  const corners: [number, number][] = [
    [0, 0],
    [MODULES - 7, 0],
    [0, MODULES - 7],
  ];
  for (const [left, top] of corners) {
    const dx = x - left;
    const dy = y - top;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
      return ring !== 1;
    }
  }
  return null;
}

/**
 * An SVG image of the operator's WhatsApp contact: a QR-styled pattern (finder squares and
 * timing lines, data modules drawn from a hash of the number, so it is stable) above the
 * number. It encodes nothing: the web app draws the scannable code itself from the number;
 * this image only stands in for the file id the backend answers.
 */
export function whatsAppQrSvg(whatsAppNumber: string): Buffer {
  const bits = createHash('sha256').update(`wa.me/${whatsAppNumber}`).digest();
  const rects: string[] = [];
  let bitIndex = 0;
  for (let y = 0; y < MODULES; y++) {
    for (let x = 0; x < MODULES; x++) {
      let dark = finderModule(x, y);
      if (dark === null && (x === 6 || y === 6)) dark = (x + y) % 2 === 0;
      if (dark === null) {
        const byte = bits[Math.floor(bitIndex / 8) % bits.length] ?? 0;
        dark = ((byte >> (bitIndex % 8)) & 1) === 1;
        bitIndex += 1;
      }
      if (dark) {
        const px = (x + QUIET_ZONE) * MODULE_PX;
        const py = (y + QUIET_ZONE) * MODULE_PX;
        rects.push(`<rect x="${px}" y="${py}" width="${MODULE_PX}" height="${MODULE_PX}"/>`);
      }
    }
  }
  const side = (MODULES + 2 * QUIET_ZONE) * MODULE_PX;
  const label = `+${whatsAppNumber}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side + CAPTION_PX}" viewBox="0 0 ${side} ${side + CAPTION_PX}" role="img" aria-label="WhatsApp ${label}">`,
    `<title>WhatsApp ${label}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<g fill="#111111">${rects.join('')}</g>`,
    `<text x="${side / 2}" y="${side + 26}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#128c7e">WhatsApp ${label}</text>`,
    '</svg>',
  ].join('');
  return Buffer.from(svg, 'utf8');
}

/** Pixel size of the image, as the files table records it. */
export const whatsAppQrSize = {
  width: (MODULES + 2 * QUIET_ZONE) * MODULE_PX,
  height: (MODULES + 2 * QUIET_ZONE) * MODULE_PX + CAPTION_PX,
};
