import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

// Request loggers are pino children, which tell their levels.
const writesInfo = (log: FastifyBaseLogger): boolean =>
  (log as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>).isLevelEnabled('info');

/**
 * Fastify's request lines, one per request instead of two: "request completed" carries the request (method, URL with
 * its capabilities blanked, route, IP), the status and the time, and "incoming request" is written at debug level
 * only. Both go through the request's logger, so pino's redaction applies to them as to every other line.
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // A route's own quieter level (the health probes log at warn) holds for its access line too.
    if (!writesInfo(request.log)) return;
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
