import { BET_STEPS } from './game-play-service';
import { SLOT_PAYTABLE, SLOT_SYMBOLS, type SlotSymbol } from './slot-engine';

/**
 * The engine-specific parts of the game pages: controls, reels, table, paytable. Spin and Deal
 * come disabled: each engine's script (assets/) enables its own once it listens.
 */

const SYMBOL_ART: Record<SlotSymbol, { label: string; art: string }> = {
  cherry: {
    label: 'Cherry',
    art: '<path d="M32 8 C30 20 24 28 20 36 M32 8 C36 20 42 28 44 36" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="20" cy="44" r="12" fill="#d32f2f"/><circle cx="44" cy="44" r="12" fill="#c62828"/>',
  },
  lemon: {
    label: 'Lemon',
    art: '<ellipse cx="32" cy="34" rx="24" ry="18" fill="#fdd835" stroke="#f9a825" stroke-width="3"/>',
  },
  orange: {
    label: 'Orange',
    art: '<circle cx="32" cy="36" r="22" fill="#fb8c00"/><path d="M32 14 l8 -8" stroke="#2e7d32" stroke-width="4"/>',
  },
  bell: {
    label: 'Bell',
    art: '<path d="M16 46 C18 22 24 12 32 12 C40 12 46 22 48 46 Z" fill="#ffb300" stroke="#ef6c00" stroke-width="3"/><circle cx="32" cy="52" r="6" fill="#ef6c00"/>',
  },
  star: {
    label: 'Star',
    art: '<polygon points="32,6 39,24 58,24 43,36 48,56 32,44 16,56 21,36 6,24 25,24" fill="#fdd835" stroke="#f57f17" stroke-width="2"/>',
  },
  seven: {
    label: 'Seven',
    art: '<path d="M14 12 H50 L30 56 H20 L38 22 H14 Z" fill="#d32f2f" stroke="#7f0000" stroke-width="2"/>',
  },
  bar: {
    label: 'Bar',
    art: '<rect x="6" y="22" width="52" height="20" rx="4" fill="#37474f"/><text x="32" y="38" font-size="14" font-weight="700" text-anchor="middle" fill="#fff" font-family="Arial">BAR</text>',
  },
};

const symbolSprite = () =>
  `<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${SLOT_SYMBOLS.map(
    (symbol) => `<symbol id="sym-${symbol}" viewBox="0 0 64 64">${SYMBOL_ART[symbol].art}</symbol>`,
  ).join('')}</defs></svg>`;

const symbolIcon = (symbol: SlotSymbol) =>
  `<svg role="img" aria-label="${SYMBOL_ART[symbol].label}"><use href="#sym-${symbol}"/></svg>`;

const betSelect = (defaultBet: number) =>
  `<label for="bet">Bet</label><select id="bet" name="bet">${BET_STEPS.map(
    (step) => `<option value="${step}"${step === defaultBet ? ' selected' : ''}>${step.toFixed(2)}</option>`,
  ).join('')}</select>`;

export function slotMarkup(): string {
  const start: SlotSymbol[][] = [
    ['cherry', 'bell', 'lemon'],
    ['seven', 'seven', 'seven'],
    ['orange', 'star', 'bar'],
  ];
  const cells = start
    .flatMap((row, r) =>
      row.map(
        (symbol, c) =>
          `<div class="cell${r === 1 ? ' payline' : ''}" data-row="${r}" data-col="${c}">${symbolIcon(symbol)}</div>`,
      ),
    )
    .join('');
  const paytable = SLOT_PAYTABLE.map(
    (tier) =>
      `<tr><td>${symbolIcon(tier.symbol)} ${symbolIcon(tier.symbol)} ${symbolIcon(tier.symbol)}</td><td>${tier.multiplier}x bet</td></tr>`,
  ).join('');
  return `${symbolSprite()}
<div class="reels" id="reels" role="img" aria-label="Reels">${cells}</div>
<p class="message" id="message">Three of a kind on the middle line wins.</p>
<div class="controls">${betSelect(1)}<button type="button" id="spin" disabled>Spin</button></div>
<section aria-labelledby="paytable-title"><h2 id="paytable-title">Paytable</h2>
<table><thead><tr><th scope="col">Middle line</th><th scope="col">Pays</th></tr></thead><tbody>${paytable}</tbody></table></section>`;
}

export function rouletteMarkup(): string {
  const outside = [
    ['red', 'Red (2x)'],
    ['black', 'Black (2x)'],
    ['odd', 'Odd (2x)'],
    ['even', 'Even (2x)'],
    ['low', '1-18 (2x)'],
    ['high', '19-36 (2x)'],
    ['dozen1', '1st 12 (3x)'],
    ['dozen2', '2nd 12 (3x)'],
    ['dozen3', '3rd 12 (3x)'],
  ]
    .map(
      ([value, label], i) =>
        `<label><input type="radio" name="choice" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
    )
    .join('');
  const numbers = Array.from({ length: 37 }, (_, n) => `<option value="${n}">${n}</option>`).join('');
  return `<div class="wheel-result" id="wheel" role="img" aria-label="No spin yet">?</div>
<p class="message" id="message">Pick a bet and spin.</p>
<fieldset><legend>Your bet</legend>${outside}
<label><input type="radio" name="choice" value="straight"> Number (36x)</label>
<label for="straight-number" class="sr-only">Number to bet on</label><select id="straight-number">${numbers}</select></fieldset>
<div class="controls">${betSelect(1)}<button type="button" id="spin" disabled>Spin</button></div>
<section aria-labelledby="history-title"><h2 id="history-title">Last numbers</h2><div class="history" id="history"></div></section>`;
}

export function blackjackMarkup(): string {
  return `<section class="hand" aria-labelledby="dealer-title"><h2 id="dealer-title">Dealer <span id="dealer-value"></span></h2><div class="cards" id="dealer-cards"></div></section>
<p class="message" id="message">Place your bet and deal.</p>
<section class="hand" aria-labelledby="player-title"><h2 id="player-title">You <span id="player-value"></span></h2><div class="cards" id="player-cards"></div></section>
<div class="controls">${betSelect(1)}<button type="button" id="deal" disabled>Deal</button>
<button type="button" id="hit" class="secondary" disabled>Hit</button><button type="button" id="stand" class="secondary" disabled>Stand</button></div>
<p>Dealer stands on 17. Blackjack pays 3:2.</p>`;
}
