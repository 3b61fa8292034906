import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer's head that promises a body which never comes. */
const CUT_ANSWER_HEAD =
  'HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 64\r\nConnection: close\r\n\r\n';

/**
 * A `drop` fault: the connection breaks while the answer is on its way, so the app sees one
 * network failure (-1). The head goes out first: a connection closed before any byte looks to a
 * browser like a keep-alive connection the server had closed while idle, and Chromium sends the
 * request again on each connection it keeps open. One sign-in tap reached the server 7 times, a
 * failed list 14 times in 20 s, and a fault meant for one call (`count: 1`) was used up by the
 * browser's resend while the app saw success (issue 26).
 */
export function dropConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const socket = request.raw.socket;
  if (!(socket instanceof Socket)) {
    // An injected request (component tests) has a stand-in socket: its response ends in error.
    reply.raw.destroy(new Error('Connection dropped by a QA fault'));
    return;
  }
  socket.write(CUT_ANSWER_HEAD, () => socket.destroy());
}
