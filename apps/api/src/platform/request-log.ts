import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { setRequestSpanAttributes } from './request-trace.ts';

/** The span attributes of a request's tenant (its code) and user (their id), when traces are exported. */
export const TENANT_ATTRIBUTE = 'tenure.tenant';
export const USER_ATTRIBUTE = 'user.id';

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

/**
 * Every line logged for a request carries its id (`reqId`, Fastify's), and from the guard on its
 * tenant (`tenant`, the code) and user (`user`, the id) when it has them: registered after the
 * guard, which resolves both. The lines before (the incoming request, a refusal by the guard
 * itself) carry the id, by which they join the rest. When traces are exported (platform/tracing),
 * the request's spans carry the same tenant and user, and its log lines their trace_id and span_id.
 */
export function bindRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const bindings = {
      ...(request.tenant ? { tenant: request.tenant.code } : {}),
      ...(request.auth ? { user: request.auth.userId } : {}),
    };
    if (Object.keys(bindings).length > 0) {
      request.log = request.log.child(bindings);
      reply.log = request.log;
      setRequestSpanAttributes(request.raw, {
        ...(bindings.tenant ? { [TENANT_ATTRIBUTE]: bindings.tenant } : {}),
        ...(bindings.user ? { [USER_ATTRIBUTE]: bindings.user } : {}),
      });
    }
    done();
  });
}
