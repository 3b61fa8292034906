import { once } from 'node:events';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer's head that promises a body which never comes, and a first piece of that body. */
const CUT_ANSWER =
  'HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 64\r\nConnection: close\r\n\r\n{"error":0,';

/**
 * A `drop` fault: the connection breaks while the answer is on its way, so the app sees one
 * network failure (-1). A connection closed before any byte looks to a browser like a
 * keep-alive connection the server had closed while idle, and Chromium sends the request again
 * (one sign-in tap reached the server 7 times). So the request is read to its end
 * first (a socket closed with unread bytes is reset, and a reset throws away the answer's head
 * still on its way: Chromium then resent a dropped card deposit, which succeeded),
 * then a head and part of a body go out, and the connection ends early. The browser has an
 * answer that broke (ERR_CONTENT_LENGTH_MISMATCH) and never replays it. Decision 036, 043.
 */
export async function dropConnection(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.hijack();
  const socket = request.raw.socket;
  if (!(socket instanceof Socket)) {
    // An injected request (component tests) has a stand-in socket: its response ends in error.
    reply.raw.destroy(new Error('Connection dropped by a QA fault'));
    return;
  }
  if (!request.raw.complete) {
    request.raw.resume();
    await once(request.raw, 'end').catch(() => undefined);
  }
  // `end`, not `destroy`: the head is delivered before the close, never cut by a reset.
  socket.end(CUT_ANSWER);
}
