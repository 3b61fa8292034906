import type { ArtPalette, ArtText } from '@casino/fixtures/content';
import { escapeMarkup } from '../../markup';

/** Sizes of the generated artwork: carousel (25vw / 37.333vw high) and promotion popup. */
export const ART_SIZES = {
  bannerDesktop: { width: 1920, height: 480 },
  bannerMobile: { width: 750, height: 280 },
  popupDesktop: { width: 960, height: 540 },
  popupMobile: { width: 640, height: 860 },
} as const;

export interface ArtSize {
  width: number;
  height: number;
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** Chinese, Japanese and Korean glyphs: no spaces between words, and about twice as wide. */
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** Width of a text in Latin-character units (a CJK glyph counts as two). */
const widthOf = (text: string) => [...text].reduce((sum, glyph) => sum + (CJK.test(glyph) ? 2 : 1), 0);

/**
 * Splits a headline into at most `maxLines` lines of about `perLine` characters. Text written
 * without spaces (Japanese) may break between any two glyphs.
 */
function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const unspaced = CJK.test(text);
  const separator = unspaced ? '' : ' ';
  // Latin words and numbers inside Japanese text stay whole; a space stays with the word before it.
  const tokens = unspaced ? (text.match(/[A-Za-z0-9.,%]+\s*|\S\s*/gu) ?? []) : text.split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const word of tokens) {
    const joined = current ? `${current}${separator}${word}` : word;
    if (current && widthOf(joined) > perLine && lines.length < maxLines - 1) {
      lines.push(current.trimEnd());
      current = word;
    } else {
      current = joined;
    }
  }
  if (current) lines.push(current.trimEnd());
  return lines;
}

interface TextLayout {
  headlineSize: number;
  subSize: number;
  lines: string[];
  subLines: string[];
  /** Baseline of the first headline line. */
  top: number;
  pillHeight: number;
}

/**
 * Lays the words out in the text column: wraps them, and shrinks the type until the headline,
 * subline and pill fit the height the column has.
 */
function layoutText(size: ArtSize, text: ArtText, tall: boolean, textWidth: number): TextLayout {
  const { width: w, height: h } = size;
  let headlineSize = Math.round(tall ? w * 0.085 : Math.min(h * (w / h > 3 ? 0.15 : 0.13), w * 0.05));
  for (;;) {
    const subSize = Math.round(headlineSize * 0.42);
    const lines = wrapWords(text.headline, Math.max(8, Math.floor(textWidth / (headlineSize * 0.58))), 3);
    const subLines = wrapWords(text.subline, Math.floor(textWidth / (subSize * 0.52)), 2);
    const pillHeight = Math.round(subSize * 2.2);
    const blockHeight =
      lines.length * headlineSize * 1.1 + subLines.length * subSize * 1.2 + subSize * 0.4 + pillHeight;
    const available = tall ? h * 0.44 : h * 0.86;
    if (blockHeight <= available || headlineSize <= 12) {
      const top = tall ? h * 0.5 : (h - blockHeight) / 2 + headlineSize * 0.85;
      return { headlineSize, subSize, lines, subLines, top: Math.round(top), pillHeight };
    }
    headlineSize = Math.round(headlineSize * 0.9);
  }
}

/**
 * A small SVG (a few KB): diagonal gradient, soft circles, a chip-like ring, the headline, a
 * subline and a call-to-action pill. `variant` shifts the decoration so images differ. Wide
 * images keep the text on the left and the chip on the right; tall ones stack them.
 */
export function artworkSvg(size: ArtSize, text: ArtText, palette: ArtPalette, variant: number): string {
  const { width: w, height: h } = size;
  const tall = h > w * 0.75;
  const unit = Math.min(w, h);
  const x = Math.round(w * (tall ? 0.08 : 0.06));
  const textWidth = tall ? w * 0.84 : w * 0.5;
  const layout = layoutText(size, text, tall, textWidth);
  const { headlineSize, subSize, pillHeight } = layout;
  const subY = Math.round(layout.top + (layout.lines.length - 1) * headlineSize * 1.1 + subSize * 1.6);
  const pillY = Math.round(subY + (layout.subLines.length - 1) * subSize * 1.2 + subSize * 0.8);
  const pillWidth = Math.round(widthOf(text.cta) * subSize * 0.62 + subSize * 2);
  const ring = Math.round(tall ? unit * 0.24 : Math.min(unit * 0.36, (w * 0.42) / 2.3));
  const cx = Math.round(tall ? w * 0.66 : w - ring * 1.12);
  const cy = Math.round(tall ? h * 0.22 : h / 2);
  const textLines = (lines: string[], top: number, step: number, attributes: string) =>
    lines
      .map(
        (line, index) =>
          `<text x="${x}" y="${Math.round(top + index * step)}" ${attributes}>${escapeMarkup(line)}</text>`,
      )
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${FONT}>\
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>\
<rect width="${w}" height="${h}" fill="url(#g)"/>\
<circle cx="${Math.round(w * (0.1 + (variant % 5) * 0.06))}" cy="${Math.round(h * 0.05)}" r="${Math.round(unit * 0.45)}" fill="#ffffff" opacity="0.06"/>\
<circle cx="${Math.round(w * 0.95)}" cy="${Math.round(h * 0.95)}" r="${Math.round(unit * 0.55)}" fill="#000000" opacity="0.12"/>\
<circle cx="${cx}" cy="${cy}" r="${ring}" fill="none" stroke="${palette.accent}" stroke-width="${Math.round(ring * 0.16)}" stroke-dasharray="${Math.round(ring * 0.35)} ${Math.round(ring * 0.2)}" opacity="0.85"/>\
<circle cx="${cx}" cy="${cy}" r="${Math.round(ring * 0.62)}" fill="${palette.accent}" opacity="0.9"/>\
<circle cx="${cx}" cy="${cy}" r="${Math.round(ring * 0.42)}" fill="none" stroke="${palette.from}" stroke-width="${Math.max(2, Math.round(ring * 0.04))}" opacity="0.7"/>\
${textLines(layout.lines, layout.top, headlineSize * 1.1, `font-size="${headlineSize}" font-weight="700" fill="#ffffff"`)}\
${textLines(layout.subLines, subY, subSize * 1.2, `font-size="${subSize}" fill="#ffffff" opacity="0.9"`)}\
<rect x="${x}" y="${pillY}" width="${pillWidth}" height="${pillHeight}" rx="${Math.round(pillHeight / 2)}" fill="${palette.accent}"/>\
<text x="${x + Math.round(pillWidth / 2)}" y="${pillY + Math.round(pillHeight * 0.66)}" font-size="${subSize}" font-weight="700" text-anchor="middle" fill="${palette.from}">${escapeMarkup(text.cta)}</text>\
</svg>`;
}
