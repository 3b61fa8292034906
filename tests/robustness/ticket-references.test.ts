import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test titles and docs say why, never which ticket: the tracker a ticket number pointed
 * at is not in the repository, so the number told a reader nothing. Every file of the repository
 * is read (tracked or new, not ignored), but the given specs (docs/spec) and third-party patches:
 * a doc as a whole, code by its comments and test titles only, so an error message or an API
 * description is left to its own review, and an outside project's `/issues/123` link never counts.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
/** "issue" or "issues", any case, then a number after a space, a hyphen or nothing. */
const TICKET = /\bissues?[ -]?\d+/i;
/** Text quoted as it came: the specs are given, a patch is another project's code. */
const QUOTED = [/^docs\/spec\//, /^patches\//, /(^|\/)node_modules\//];

/** A comment, a test title or a doc, and where it starts in its file. */
interface Piece {
  at: number;
  text: string;
}

const TEST_CALLS = new Set(['it', 'test', 'describe']);

/** `it(...)`, `test.describe(...)`, `describe.skip(...)`: a call whose first argument is a title. */
function isTestCall(callee: ts.Expression): boolean {
  let name = callee;
  while (ts.isPropertyAccessExpression(name)) name = name.expression;
  return ts.isIdentifier(name) && TEST_CALLS.has(name.text);
}

/** The comments of a TypeScript or JavaScript file (JSX too) and its test titles, from its syntax tree. */
function scriptPieces(path: string, text: string): Piece[] {
  const kind = /\.[jt]sx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const pieces: Piece[] = [];
  const seen = new Set<number>();
  const comments = (ranges: ts.CommentRange[] | undefined) => {
    for (const { pos, end } of ranges ?? []) {
      if (seen.has(pos)) continue;
      seen.add(pos);
      pieces.push({ at: pos, text: text.slice(pos, end) });
    }
  };
  const visit = (node: ts.Node): void => {
    // A doc comment is read as the comment before its node's first token, not as JSDoc nodes.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const [title] = ts.isCallExpression(node) && isTestCall(node.expression) ? node.arguments : [];
    if (title && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title)))
      pieces.push({ at: title.getStart(source), text: title.getText(source) });
    const children = node.getChildren(source);
    // The trivia before each token holds the comments; JSX text has none, only words.
    if (children.length === 0 && node.kind !== ts.SyntaxKind.JsxText) {
      comments(ts.getLeadingCommentRanges(text, node.pos));
      comments(ts.getTrailingCommentRanges(text, node.pos));
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return pieces;
}

/** The matches of `pattern` in `text` as pieces. */
const matches = (text: string, pattern: RegExp): Piece[] =>
  [...text.matchAll(pattern)].map((match) => ({ at: match.index, text: match[0] }));

const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const HASH_COMMENT = /(?<=^|\s)#.*$/gm;

/** What of a file is prose to check, by its kind; nothing of a file that holds none (data, images). */
function piecesOf(path: string, text: string): Piece[] {
  const name = basename(path);
  const extension = extname(name);
  if (/^\.[cm]?[jt]sx?$/.test(extension)) return scriptPieces(path, text);
  if (extension === '.md') return [{ at: 0, text }];
  if (extension === '.css') return matches(text, BLOCK_COMMENT);
  if (extension === '.html') return matches(text, /<!--[\s\S]*?-->/g);
  if (extension === '.jsonc') return [...matches(text, BLOCK_COMMENT), ...matches(text, /(?<!:)\/\/.*$/gm)];
  if (extension === '.sql') return matches(text, /--.*$/gm);
  const hashComments = [
    '.yml',
    '.yaml',
    '.conf',
    '.sh',
    '.npmrc',
    '.gitignore',
    '.dockerignore',
    'Dockerfile',
  ];
  if (hashComments.some((end) => name.endsWith(end)) || text.startsWith('#!'))
    return matches(text, HASH_COMMENT);
  return [];
}

/** `path:line: text` for each ticket reference in the prose of a file. */
function ticketReferences(path: string, text: string): string[] {
  // Most files name none anywhere: only those that do are parsed.
  if (!TICKET.test(text)) return [];
  return piecesOf(path, text).flatMap(({ at, text: piece }) =>
    [...piece.matchAll(new RegExp(TICKET, 'gi'))].map((found) => {
      const line = text.slice(0, at + found.index).split('\n').length;
      return `${path}:${line}: ${found[0]}`;
    }),
  );
}

/** The repository's files, tracked or new but not ignored, as git lists them. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((path) => path !== '' && !QUOTED.some((quoted) => quoted.test(path)))
    .filter((path) => existsSync(join(repoRoot, path)));
}

describe('ticket references', () => {
  it('are found in comments, test titles and docs, never in strings, links or JSX text', () => {
    const script = [
      "// Issue 26: the link said 'failed'.",
      "const link = 'https://github.com/vitejs/vite/issues/1234'; // an outside project's issue",
      "throw new Error('issue 3 of 4'); const regex = /issue 5/; const text = `// issue 6`;",
      "it('refuses it (issues 15 and 18)', () => {});",
      '/** Fine: no number. */ const node = <p>// issue 7 is text</p>;',
    ].join('\n');
    expect(ticketReferences('a.tsx', script)).toEqual(['a.tsx:1: Issue 26', 'a.tsx:4: issues 15']);
    expect(ticketReferences('b.md', 'Issue 7.\n\nLater (issue 8).')).toEqual([
      'b.md:1: Issue 7',
      'b.md:3: issue 8',
    ]);
    expect(ticketReferences('a.css', 'a { color: red; } /* wraps (issue-9) */')).toEqual([
      'a.css:1: issue-9',
    ]);
    expect(ticketReferences('b.md', 'See [vite#1234](https://github.com/vitejs/vite/issues/1234).')).toEqual(
      [],
    );
    expect(ticketReferences('c.yml', 'a: "#1" # issue 4')).toEqual(['c.yml:1: issue 4']);
    expect(ticketReferences('.npmrc', '# issue 5\nlockfile=true')).toEqual(['.npmrc:1: issue 5']);
  });

  it('are nowhere in the repository but the given specs and third-party patches', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(1000);
    const found = files.flatMap((path) => ticketReferences(path, readFileSync(join(repoRoot, path), 'utf8')));
    expect(found).toEqual([]);
  });
});
