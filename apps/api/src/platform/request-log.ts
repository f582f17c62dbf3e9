import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request lines at `debug`: at `info` the log keeps start and stop, errors and the requests slower
 * than `slowRequestMs` (at `warn`, with their duration), so a day of use does not fill the disk.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.elapsedTime >= this.slowRequestMs) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
