/*
 * The self-assessment: the nine questions of the Problem Gambling Severity Index (Ferris and
 * Wynne, 2001), each answered never (0), sometimes (1), most of the time (2) or almost always
 * (3). The total, 0 to 27, falls in one of four bands. It runs in the browser only: answers
 * are never sent anywhere.
 */

export const PGSI_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
export type PgsiQuestion = (typeof PGSI_QUESTIONS)[number];

export const PGSI_ANSWERS = ['never', 'sometimes', 'mostOfTheTime', 'almostAlways'] as const;
export type PgsiAnswer = (typeof PGSI_ANSWERS)[number];

const ANSWER_SCORE: Record<PgsiAnswer, number> = {
  never: 0,
  sometimes: 1,
  mostOfTheTime: 2,
  almostAlways: 3,
};

export type PgsiBand = 'none' | 'low' | 'moderate' | 'problem';

export type PgsiAnswers = Partial<Record<PgsiQuestion, PgsiAnswer>>;

export function pgsiScore(answers: PgsiAnswers): number {
  return PGSI_QUESTIONS.reduce((sum, question) => {
    const answer = answers[question];
    return sum + (answer ? ANSWER_SCORE[answer] : 0);
  }, 0);
}

/** 0 no problem, 1-2 low risk, 3-7 moderate risk, 8 or more problem gambling. */
export function pgsiBand(score: number): PgsiBand {
  if (score >= 8) return 'problem';
  if (score >= 3) return 'moderate';
  if (score >= 1) return 'low';
  return 'none';
}

export function unansweredCount(answers: PgsiAnswers): number {
  return PGSI_QUESTIONS.filter((question) => !answers[question]).length;
}
