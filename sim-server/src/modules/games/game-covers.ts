import { GameEngine, type GameFixture, type GameVendorFixture } from '@casino/fixtures/games';
import { escapeMarkup } from '../../markup';

/**
 * Cover art of the fixture games: a 300x400 SVG per game, a gradient in the vendor's colours,
 * a glyph by engine, the name wrapped over a few lines and the studio's name. Plain strings, so
 * seeding hundreds of covers costs nothing; `/sys/file/get` rasterizes them when a size is asked.
 */

export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 400;

/** Splits a name into lines of about `width` characters, at spaces. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function slotGlyph(accent: string): string {
  const reels = [0, 1, 2]
    .map((i) => {
      const x = 70 + i * 56;
      return `<rect x="${x}" y="95" width="48" height="70" rx="8" fill="#fff" fill-opacity="0.92"/>
<circle cx="${x + 24}" cy="130" r="${12 + i * 2}" fill="${accent}"/>`;
    })
    .join('');
  return `<rect x="58" y="82" width="184" height="96" rx="14" fill="#000" fill-opacity="0.35"/>${reels}`;
}

function cardGlyph(accent: string): string {
  return `<g transform="rotate(-10 150 130)"><rect x="100" y="70" width="80" height="112" rx="10" fill="#fff"/>
<path d="M140 100 C160 120 172 130 158 146 C150 154 142 150 140 144 C138 150 130 154 122 146 C108 130 120 120 140 100Z" fill="#111"/></g>
<g transform="rotate(12 170 130)"><rect x="130" y="74" width="80" height="112" rx="10" fill="#fff" stroke="${accent}" stroke-width="3"/>
<text x="170" y="146" font-size="44" font-family="Georgia, serif" font-weight="700" text-anchor="middle" fill="#c0392b">A</text></g>`;
}

function wheelGlyph(accent: string): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const x = (150 + Math.cos(angle) * 58).toFixed(1);
    const y = (130 + Math.sin(angle) * 58).toFixed(1);
    return `<line x1="150" y1="130" x2="${x}" y2="${y}" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>`;
  }).join('');
  return `<circle cx="150" cy="130" r="64" fill="#111" stroke="${accent}" stroke-width="6"/>${spokes}
<circle cx="150" cy="130" r="18" fill="${accent}"/><circle cx="194" cy="104" r="7" fill="#fff"/>`;
}

/** The SVG text of one game's cover. */
export function gameCoverSvg(game: GameFixture, vendor: GameVendorFixture): string {
  const [dark, light] = vendor.palette;
  const glyph =
    game.engine === GameEngine.SLOT
      ? slotGlyph(light)
      : game.engine === GameEngine.BLACKJACK
        ? cardGlyph(light)
        : wheelGlyph(light);
  const lines = wrapWords(game.name, 14).slice(0, 3);
  const title = lines
    .map(
      (line, i) =>
        `<text x="150" y="${250 + i * 34}" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  const liveBadge =
    game.category === 'Live Casino'
      ? '<rect x="16" y="16" width="64" height="26" rx="13" fill="#e53935"/><text x="48" y="34" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">LIVE</text>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" font-family="Helvetica, Arial, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
<circle cx="260" cy="40" r="90" fill="#fff" fill-opacity="0.08"/>${liveBadge}${glyph}${title}
<text x="150" y="376" font-size="15" text-anchor="middle" fill="#fff" fill-opacity="0.8">${escapeMarkup(vendor.name)}</text>
</svg>`;
}
