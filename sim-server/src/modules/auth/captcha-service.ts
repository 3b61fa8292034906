import { randomInt } from 'node:crypto';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { eq, lte } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { captchas } from '../../db/schema/index';
import { businessError } from '../../errors';

export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** No 0/O, 1/I/L: characters a person can tell apart in a noisy image. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 140;
const HEIGHT = 48;

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

function randomAnswer(): string {
  const length = 4 + randomInt(2);
  return Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
}

function randomColour(min: number, max: number): string {
  const channel = () => min + randomInt(max - min + 1);
  return `rgb(${channel()},${channel()},${channel()})`;
}

/** An SVG of the answer's characters, each shifted and turned, under noise lines and dots. */
export function renderCaptchaSvg(answer: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${randomColour(220, 250)}"/>`];
  const step = WIDTH / (answer.length + 1);
  [...answer].forEach((character, index) => {
    const x = Math.round(step * (index + 1) + randomInt(-4, 5));
    const y = 32 + randomInt(-5, 6);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${24 + randomInt(6)}" font-weight="bold" ` +
        `fill="${randomColour(20, 120)}" text-anchor="middle" transform="rotate(${angle} ${x} ${y})">${character}</text>`,
    );
  });
  for (let line = 0; line < 5; line++) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" ` +
        `stroke="${randomColour(60, 180)}" stroke-width="${1 + randomInt(2)}"/>`,
    );
  }
  for (let dot = 0; dot < 30; dot++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${randomColour(40, 200)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/**
 * Makes (or remakes) the challenge of a ticket and answers its image as a data: URL. Asking
 * again for the same ticket replaces the answer, as a "new image" click does.
 */
export function issueCaptcha(db: SimDb, ticket: string, now: number): string {
  db.delete(captchas).where(lte(captchas.expireTime, now)).run();
  const answer = randomAnswer();
  db.insert(captchas)
    .values({ ticket, answer, expireTime: now + CAPTCHA_LIFETIME_MS })
    .onConflictDoUpdate({ target: captchas.ticket, set: { answer, expireTime: now + CAPTCHA_LIFETIME_MS } })
    .run();
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(answer)).toString('base64')}`;
}

/**
 * The registration entity has a `ticket` field and no answer field, so the answer travels in
 * it: `<ticket>:<answer>`. A challenge is used up by any attempt (right or wrong), so an
 * answer cannot be guessed against one image; answers compare case-insensitively.
 */
export function checkCaptchaTicket(db: SimDb, ticketWithAnswer: string, now: number) {
  const separator = ticketWithAnswer.lastIndexOf(':');
  if (separator <= 0 || separator === ticketWithAnswer.length - 1) {
    throw businessError(ApiErrorCode.BAD_CAPTCHA, 'Please enter the characters shown in the image');
  }
  const ticket = ticketWithAnswer.slice(0, separator);
  const answer = ticketWithAnswer.slice(separator + 1);
  const challenge = db.delete(captchas).where(eq(captchas.ticket, ticket)).returning().get();
  if (!challenge || challenge.expireTime <= now) {
    throw businessError(ApiErrorCode.BAD_CAPTCHA, 'The image has expired, please load a new one');
  }
  if (challenge.answer.toUpperCase() !== answer.trim().toUpperCase()) {
    throw businessError(ApiErrorCode.BAD_CAPTCHA, 'The characters do not match the image, please try again');
  }
}
