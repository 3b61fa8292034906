import type { FastifyRequest } from 'fastify';

/** Who answered an /api request: unset for the simulator itself. */
const sources = new WeakMap<FastifyRequest, 'upstream' | 'replay'>();

/** Marks a request answered by the upstream backend or a recording (proxy mode). */
export function markExchangeSource(request: FastifyRequest, source: 'upstream' | 'replay'): void {
  sources.set(request, source);
}

/** What the journal says answered the request (`via`). */
export function exchangeSourceOf(request: FastifyRequest): 'simulator' | 'upstream' | 'replay' {
  return sources.get(request) ?? 'simulator';
}
