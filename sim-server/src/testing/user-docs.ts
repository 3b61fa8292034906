import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../env';

/**
 * README.md and the guides beside it in docs/ (not the decision records), each with its text:
 * the examples the simulator's tests keep true live in them, wherever a guide moves them.
 */
export function userDocs(): { path: string; text: string }[] {
  const guides = readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...guides].map((path) => ({
    path,
    text: readFileSync(join(REPO_ROOT, path), 'utf8'),
  }));
}
