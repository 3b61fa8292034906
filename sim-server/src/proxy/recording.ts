import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { maskSecretsInFull } from '../control/request-journal';

/**
 * One upstream exchange as a recording keeps it (one JSON line each): the request's query and
 * body and the answer, masked as the journal masks (passwords, tokens, CVVs entirely, card
 * numbers to their last four), never a header. A replayed sign-in therefore answers the token
 * `***`: replay matches by call and body, not by who asks.
 */
export interface RecordedExchange {
  call: string;
  method: string;
  /** The request path without its query (`/api/sys/member/getMember`). */
  path: string;
  query: unknown;
  body: unknown;
  status: number;
  contentType: string | null;
  /** The answer, parsed and masked, when it was JSON. */
  answer?: unknown;
  /** A non-JSON answer (an image), as it came. */
  answerBase64?: string;
  recordedAt: string;
}

/** An exchange as the proxy saw it: the answer's bytes, not yet parsed, masked or stamped. */
export type ExchangeToRecord = Omit<RecordedExchange, 'answer' | 'answerBase64' | 'recordedAt'> & {
  answer: Buffer;
};

/** Keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const requestKey = (method: string, path: string, query: unknown, body: unknown) =>
  `${method} ${path} ${canonical(query ?? null)} ${canonical(body ?? null)}`;

/**
 * A recording file (`SIM_RECORD`): read once at the start, appended to as exchanges go upstream.
 * `find` answers the recorded exchange of the same call and (masked) body; several of them are
 * replayed in the order they were recorded, the last one again once they are used up (a
 * balance read before and after a deposit replays as it went). Without a body match, the
 * newest exchange of the same call answers.
 */
export class Recording {
  private readonly exchanges: RecordedExchange[] = [];
  private readonly cursors = new Map<string, number>();
  /** Lines of the file that could not be read (a half-written last line after a crash). */
  readonly unreadableLines: number = 0;

  constructor(readonly file: string) {
    if (!existsSync(file)) return;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        this.exchanges.push(JSON.parse(line) as RecordedExchange);
      } catch {
        this.unreadableLines += 1;
      }
    }
  }

  get size(): number {
    return this.exchanges.length;
  }

  record(exchange: ExchangeToRecord): RecordedExchange {
    const isJson = exchange.contentType?.includes('json') ?? false;
    let answer: Pick<RecordedExchange, 'answer' | 'answerBase64'>;
    try {
      answer = isJson
        ? { answer: maskSecretsInFull(JSON.parse(exchange.answer.toString('utf8'))) }
        : { answerBase64: exchange.answer.toString('base64') };
    } catch {
      // JSON by its type, not by its text: kept as masked text, so it replays as broken as it came.
      answer = { answer: maskSecretsInFull(exchange.answer.toString('utf8')) };
    }
    const recorded: RecordedExchange = {
      call: exchange.call,
      method: exchange.method,
      path: exchange.path,
      query: maskSecretsInFull(exchange.query ?? null),
      body: maskSecretsInFull(exchange.body ?? null),
      status: exchange.status,
      contentType: exchange.contentType,
      ...answer,
      recordedAt: new Date().toISOString(),
    };
    this.exchanges.push(recorded);
    mkdirSync(dirname(this.file), { recursive: true });
    appendFileSync(this.file, `${JSON.stringify(recorded)}\n`);
    return recorded;
  }

  /** The recorded exchange that answers this request, or null when the call was never recorded. */
  find(request: { method: string; path: string; query: unknown; body: unknown }): RecordedExchange | null {
    const key = requestKey(
      request.method,
      request.path,
      maskSecretsInFull(request.query ?? null),
      maskSecretsInFull(request.body ?? null),
    );
    const sameCall = this.exchanges.filter(
      (exchange) => exchange.method === request.method && exchange.path === request.path,
    );
    const sameBody = sameCall.filter(
      (exchange) => requestKey(exchange.method, exchange.path, exchange.query, exchange.body) === key,
    );
    if (sameBody.length === 0) return sameCall.at(-1) ?? null;
    const next = this.cursors.get(key) ?? 0;
    this.cursors.set(key, next + 1);
    return sameBody[Math.min(next, sameBody.length - 1)] ?? null;
  }

  /** The answer's bytes as they are sent again. */
  static answerOf(exchange: RecordedExchange): Buffer {
    if (exchange.answerBase64 !== undefined) return Buffer.from(exchange.answerBase64, 'base64');
    return Buffer.from(
      typeof exchange.answer === 'string' ? exchange.answer : JSON.stringify(exchange.answer ?? null),
    );
  }
}
