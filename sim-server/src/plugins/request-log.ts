import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's two lines per request ("incoming request", "request completed") at debug level
 * instead of info: at the default LOG_LEVEL they cost more than answering a kept call, and QA
 * sees every /api request with its answer in the journal (`/__sim/journal`). Failed requests,
 * stream and serializer errors keep Fastify's own levels.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply, metadata);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
