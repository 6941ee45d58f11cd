import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { requestFields } from './request-fields';

type LoggerOption = FastifyServerOptions['logger'];

// Request logs are JSON lines for a collector. Bodies are never logged; what the lines do carry
// (headers of a failing request, a module's own details) goes through this list, so a token, a
// password, a secret or a RUT that reaches a log call by mistake is censored rather than written.
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  'token',
  'secret',
  'rut',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.client_secret',
  '*.secret',
  '*.apiKey',
  '*.secretKey',
  '*.rut',
  '*.body',
  'body',
];

/** The path of a URL without its query (where `access_token` or a download `token` travel). */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

const serializers = {
  req: (req: FastifyRequest | IncomingMessage) => ({
    method: req.method,
    url: pathOnly(req.url),
  }),
  res: (res: FastifyReply | { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/**
 * Fastify's logger options with the request log's redaction and serializers: `true` logs at info,
 * `false` or nothing logs nothing, options (tests pass a stream) keep their level and destination.
 */
export function loggerOptions(given: LoggerOption): LoggerOption {
  if (!given) return false;
  const base = { level: 'info', redact: { paths: REDACTED, censor: '[oculto]' }, serializers };
  if (given === true) return base;
  return { ...base, ...given, serializers: { ...serializers, ...given.serializers } };
}

// A proxy's or a client's request id is kept when it looks like one, so that one id follows a
// request across services; anything else (too long, spaces, quotes) is replaced, since it ends up
// in every line of the request.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: a sane `x-request-id` as received, a new UUID otherwise. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** One line per request, when it has been answered, instead of Fastify's "incoming" and "completed". */
class RequestLine extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const { operation } = requestFields(request);
    const userId = request.viewer?.id;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'sin-ruta',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(userId === undefined ? {} : { userId }),
      ...(operation === undefined ? {} : { operation }),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** The Fastify options of the request log: ids, the one line, the label of the id in every line. */
export function requestLogOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'logController'
> {
  return {
    requestIdHeader: false,
    genReqId: requestIdFor,
    logController: new RequestLine({ requestIdLogLabel: 'requestId' }),
  };
}

/** Answers every request with its id. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
