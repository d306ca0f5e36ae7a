import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request
 * completed"): the line written when the answer is done carries the request too (through the
 * same `req` serializer, so no query string), which halves the log writes on every call. A
 * WebSocket upgrade is still logged when it arrives, since a socket's answer never completes.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (request.headers.upgrade !== undefined) request.log.info({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
