import { describe, expect, it } from 'vitest';
import type { MessageTree } from './types';

const german = {
  ...import.meta.glob<{ messages: MessageTree }>('./locales/de.ts', { eager: true }),
  ...import.meta.glob<{ messages: MessageTree }>('../../features/*/i18n/de.ts', { eager: true }),
};

function texts(tree: MessageTree | string, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    texts(value as MessageTree | string, `${path}.${key}`),
  );
}

/**
 * German speaks to the player one way, "du" (as the server's texts do). The formal
 * pronouns never start a clause in the app's texts ("Sie" as "she/it" is avoided too, so the
 * check can stay this simple).
 */
describe('German form of address', () => {
  it('uses du/dein everywhere, never Sie/Ihr/Ihnen', () => {
    const formal = Object.entries(german).flatMap(([file, module]) =>
      texts(module.messages, file).filter(([, text]) =>
        /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/.test(text),
      ),
    );
    expect(formal).toEqual([]);
  });
});
