import { GAME_ESCAPE_MESSAGE_TYPE, GAME_ROUND_MESSAGE_TYPE } from '@casino/contracts/games/schemas';
import { GameEngine } from '@casino/fixtures/games';
import { escapeMarkup, NO_ICON } from '../../markup';
import { blackjackMarkup, rouletteMarkup, slotMarkup } from './game-page-markup';
import { GAME_PAGE_CSS } from './game-page-styles';

/** What common.js posts to the app when Escape is pressed in the page (the contract's type). */
const ESCAPE_MESSAGE_ATTRIBUTE = `data-escape-message="${escapeMarkup(GAME_ESCAPE_MESSAGE_TYPE)}"`;

/** Only our own scripts run: the page works under `script-src 'self'` (no inline script). */
export const GAME_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export interface GamePageModel {
  token: string;
  gameName: string;
  vendorName: string;
  engine: string;
  mode: 'real' | 'fun';
  channel: string;
  currency: string;
  /** Major units. */
  balance: number;
}

function layout(title: string, bodyAttributes: string, content: string, scripts: string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${NO_ICON}<title>${escapeMarkup(title)}</title><style>${GAME_PAGE_CSS}</style></head>
<body ${bodyAttributes}>${content}
${scripts.map((src) => `<script src="${src}"></script>`).join('\n')}
</body></html>`;
}

/** The playable page of one game session. */
export function renderGamePage(model: GamePageModel): string {
  const markup =
    model.engine === GameEngine.SLOT
      ? slotMarkup()
      : model.engine === GameEngine.ROULETTE
        ? rouletteMarkup()
        : blackjackMarkup();
  const modeLabel = model.mode === 'real' ? 'Real money' : 'Play for fun';
  const attributes = [
    `class="channel-${escapeMarkup(model.channel)} engine-${escapeMarkup(model.engine)}"`,
    `data-session="${escapeMarkup(model.token)}"`,
    `data-engine="${escapeMarkup(model.engine)}"`,
    `data-mode="${model.mode}"`,
    `data-currency="${escapeMarkup(model.currency)}"`,
    // What common.js posts to the app after each round (the contract's type, not a copy).
    `data-round-message="${escapeMarkup(GAME_ROUND_MESSAGE_TYPE)}"`,
    ESCAPE_MESSAGE_ATTRIBUTE,
  ].join(' ');
  const content = `<header><div><h1>${escapeMarkup(model.gameName)}</h1><span class="vendor">${escapeMarkup(model.vendorName)}</span></div>
<span class="mode${model.mode === 'fun' ? ' fun' : ''}">${modeLabel}</span></header>
<section class="status" aria-label="Wallet"><span>Balance: <output id="balance">${escapeMarkup(model.currency)} ${model.balance.toFixed(2)}</output></span>
<span>Last win: <output id="last-win">${escapeMarkup(model.currency)} 0.00</output></span></section>
<main>${markup}<p class="error" id="error" role="alert" hidden></p></main>
<div id="announcer" class="sr-only" role="status" aria-live="polite"></div>`;
  return layout(model.gameName, attributes, content, [
    '/sim/games/assets/common.js',
    `/sim/games/assets/${model.engine}.js`,
  ]);
}

/** What an unknown or expired session shows instead of a game. */
export function renderGameErrorPage(message: string): string {
  return layout(
    'Game unavailable',
    `class="channel-pc" ${ESCAPE_MESSAGE_ATTRIBUTE}`,
    `<main><h1>Game unavailable</h1><p class="error" role="alert">${escapeMarkup(message)}</p>
<p>Close this game and open it again from the lobby.</p></main>`,
    // Escape closes the game from here too.
    ['/sim/games/assets/common.js'],
  );
}
