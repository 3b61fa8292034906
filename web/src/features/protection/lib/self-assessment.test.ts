import { describe, expect, it } from 'vitest';
import { PGSI_QUESTIONS, type PgsiAnswers, pgsiBand, pgsiScore, unansweredCount } from './self-assessment';

describe('PGSI self-assessment', () => {
  it('scores never 0, sometimes 1, most of the time 2, almost always 3', () => {
    const answers: PgsiAnswers = { q1: 'never', q2: 'sometimes', q3: 'mostOfTheTime', q4: 'almostAlways' };
    expect(pgsiScore(answers)).toBe(6);
    expect(unansweredCount(answers)).toBe(5);
    const all = Object.fromEntries(
      PGSI_QUESTIONS.map((question) => [question, 'almostAlways']),
    ) as PgsiAnswers;
    expect(pgsiScore(all)).toBe(27);
    expect(unansweredCount(all)).toBe(0);
  });

  it.each([
    [0, 'none'],
    [1, 'low'],
    [2, 'low'],
    [3, 'moderate'],
    [7, 'moderate'],
    [8, 'problem'],
    [27, 'problem'],
  ] as const)('puts a score of %i in the %s band', (score, band) => {
    expect(pgsiBand(score)).toBe(band);
  });
});
