import { createHash } from 'node:crypto';

const MODULES = 29;
const QUIET_ZONE = 4;

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
 * A QR-styled SVG of a payment address (finder squares, timing lines, data modules from a
 * hash of the text, so the same address always draws the same picture). It is a stand-in:
 * nothing scans it; the app draws real codes itself where it needs them.
 */
export function qrLikeSvg(text: string, sizePx = 200): Buffer {
  const bits = createHash('sha256').update(text).digest();
  const cells: string[] = [];
  let bitIndex = 0;
  for (let y = 0; y < MODULES; y++) {
    for (let x = 0; x < MODULES; x++) {
      let dark = finderModule(x, y);
      if (dark === null && (x === 6 || y === 6)) dark = (x + y) % 2 === 0;
      if (dark === null) {
        const byte = bits[Math.floor(bitIndex / 8) % bits.length] ?? 0;
        // Mixing in the position keeps the 256 hash bits from repeating as stripes.
        dark = (((byte >> (bitIndex % 8)) ^ (x * 7 + y * 13)) & 1) === 1;
        bitIndex += 1;
      }
      if (dark) cells.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  const side = MODULES + 2 * QUIET_ZONE;
  const label = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img" aria-label="QR code of ${label}">`,
    `<title>${label}</title>`,
    `<rect width="${side}" height="${side}" fill="#ffffff"/>`,
    `<path fill="#111111" d="${cells.join('')}"/>`,
    '</svg>',
  ].join('');
  return Buffer.from(svg, 'utf8');
}
