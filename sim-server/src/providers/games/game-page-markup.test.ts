import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blackjackMarkup, rouletteMarkup, slotMarkup } from './game-page-markup';

const script = (name: string) => readFileSync(join(import.meta.dirname, 'assets', name), 'utf8');

describe('game pages', () => {
  it('send the play button disabled; the engine script enables it once it listens', () => {
    for (const [markup, button, file] of [
      [slotMarkup(), 'spin', 'slot.js'],
      [rouletteMarkup(), 'spin', 'roulette.js'],
      [blackjackMarkup(), 'deal', 'blackjack.js'],
    ] as const) {
      expect(markup).toMatch(new RegExp(`<button[^>]* id="${button}" disabled>`));
      const code = script(file);
      const listens = code.indexOf(`${button}.addEventListener('click'`);
      expect(listens, file).toBeGreaterThan(0);
      expect(code.indexOf(`${button}.disabled = false;`, listens), file).toBeGreaterThan(listens);
    }
  });
});
